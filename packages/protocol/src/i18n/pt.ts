import { AccountCode } from '../accounts/codes';
import type { CodeTexts } from '../answer-codes';
import { CallCode } from '../calls/calls';
import { CardCode } from '../cards/cards';
import { DiscoverCode } from '../discover/discover';
import { HostCode } from '../hosts/hosts';
import { PushCode } from '../push/push';
import { GiftCode } from '../gifts/gifts';
import { REFUND_WINDOW_DAYS } from '../constants';
import { Code } from '../error-codes';
import { MatchCode } from '../matching/matching';
import { PaymentCode } from '../payments/codes';
import { RefundCode } from '../refunds/refunds';
import { RewardCode } from '../rewards/codes';
import { SocialCode } from '../social/codes';
import { TranslationCode } from '../social/translation';
import { WalletCode } from '../wallet/codes';

/** Portuguese texts of every answer code (informal "você", as the web app speaks). */
export const codeTexts: CodeTexts = {
  [Code.OK]: 'OK',
  [Code.LOGIN_AGAIN]: 'Não foi possível obter as informações. Entre de novo.',
  [Code.SESSION_EXPIRED]: 'Sua conta foi usada em outro dispositivo. Se não foi você, troque sua senha.',
  [Code.ACCOUNT_GONE]: 'Não foi possível obter as informações. Entre de novo.',
  [Code.BANNED_ACCOUNT]: 'Sua conta foi banida por 48 horas.',
  [Code.BANNED_DEVICE]: 'Este dispositivo foi banido por 48 horas.',
  [Code.BANNED_ACCOUNT_AND_DEVICE]: 'Falha no login: a conta e o dispositivo foram banidos',
  [Code.DATA_INVALID]: 'Dados inválidos',
  [Code.INTERNAL]: 'Algo deu errado. Pedimos desculpas. Tente de novo mais tarde',
  [Code.VALIDATION]: 'Solicitação inválida',
  [Code.BAD_SIGN]: 'Assinatura da solicitação inválida',
  [Code.REQUEST_EXPIRED]: 'A solicitação expirou. Confira o relógio do seu dispositivo',
  [Code.REPLAYED]: 'Esta solicitação já foi recebida',
  [Code.LOGIN_REQUIRED]: 'Você não está conectado',
  [Code.FORBIDDEN]: 'Você não tem permissão para fazer isso',
  [Code.NOT_FOUND]: 'Não encontrado',
  [Code.TOO_MANY_REQUESTS]: 'Tentativas demais. Tente de novo mais tarde',

  [AccountCode.EMAIL_INVALID]: 'Digite um e-mail válido',
  [AccountCode.PASSWORD_LENGTH]: 'A senha precisa ter de 6 a 16 caracteres',
  [AccountCode.PASSWORD_TOO_COMMON]: 'Esta senha é comum demais. Escolha outra.',
  [AccountCode.EMAIL_TAKEN]: 'Este e-mail já está em uso.',
  [AccountCode.EMAIL_REGISTRATION_CLOSED]:
    'Desculpe, o cadastro por e-mail foi encerrado. Entre de outra forma.',
  [AccountCode.ACCOUNT_NOT_FOUND]: 'A conta não existe',
  [AccountCode.LOGIN_FAILED]: 'E-mail ou senha incorretos.',
  [AccountCode.EMAIL_ALREADY_VERIFIED]: 'Este e-mail já foi verificado.',
  [AccountCode.CODE_WRONG]: 'O código de verificação está errado.',
  [AccountCode.CODE_EXPIRED]: 'O código de verificação expirou. Peça um novo.',
  [AccountCode.RESET_TIMED_OUT]: 'O tempo para redefinir a senha acabou',
  [AccountCode.EMAIL_SAME_AS_CURRENT]: 'O novo e-mail precisa ser diferente do atual.',
  [AccountCode.RELINK_LOCKED]:
    'Isto foi desvinculado de outra conta recentemente. Poderá ser vinculado de novo daqui a 7 dias.',
  [AccountCode.LINK_INVALID]: 'Este link é inválido ou expirou.',
  [AccountCode.PHONE_INVALID]: 'Digite um número de celular válido',
  [AccountCode.TOO_MANY_CODE_REQUESTS]: 'Pedidos de código demais. Tente de novo mais tarde.',
  [AccountCode.DAILY_LIMIT_REACHED]: 'Você atingiu o limite diário. Tente de novo amanhã.',
  [AccountCode.TOO_MANY_CODE_ERRORS]: 'Erros demais. Peça um novo código.',
  [AccountCode.WRONG_PASSWORD]: 'Senha errada.',
  [AccountCode.TOO_MANY_WRONG_PASSWORDS]: 'Senhas erradas demais. Tente de novo mais tarde.',
  [AccountCode.PHONE_REGISTRATION_DISABLED]: 'O cadastro com número de celular está desativado.',
  [AccountCode.PHONE_COUNTRY_UNAVAILABLE]:
    'Desculpe, o cadastro com número de celular não está disponível no seu país/região. Entre de outra forma.',
  [AccountCode.PHONE_PASSWORD_LENGTH]: 'A senha precisa ter pelo menos 8 caracteres',
  [AccountCode.PHONE_NOT_BOUND]: 'Primeiro vincule um número de celular à sua conta.',
  [AccountCode.SOCIAL_PERMISSION_DECLINED]:
    'O login foi cancelado. Permita que o Mingle use sua conta para entrar ou escolha outra forma.',
  [AccountCode.SOCIAL_PROVIDER_OFF]: 'Esta forma de login não está disponível.',
  [AccountCode.SOCIAL_SIGN_IN_FAILED]: 'Falha no login. Tente de novo.',
  [AccountCode.NAME_FORBIDDEN_CHARACTERS]: 'Seu nome contém caracteres proibidos.',
  [AccountCode.NAME_SENSITIVE_WORDS]: 'O apelido contém palavras sensíveis',
  [AccountCode.CONTENT_SENSITIVE_WORDS]:
    'O conteúdo que você enviou contém palavras sensíveis. Edite e envie de novo!',
  [AccountCode.CANNOT_CHANGE_AFTER_SELECTION]: 'Não pode ser alterado depois de escolhido',
  [AccountCode.UNDERAGE]: 'Você precisa ter 18 anos ou mais para usar o Mingle.',
  [AccountCode.TOO_MANY_INTERESTS]: 'Escolha até 5 interesses.',
  [AccountCode.TOO_MANY_LANGUAGES]: 'Escolha até 3 idiomas.',
  [AccountCode.IMAGE_TOO_LARGE]: 'O tamanho da imagem é limitado a 5M',
  [AccountCode.UNSUPPORTED_FORMAT]: 'Este formato de arquivo não é suportado.',
  [AccountCode.MEDIA_NOT_FOUND]: 'Esta foto ou vídeo não existe.',
  [AccountCode.PROFILE_INCOMPLETE]: 'Primeiro complete seu perfil.',
  [AccountCode.BIRTHDAY_CHANGE_USED]: 'Sua data de nascimento só pode ser alterada uma vez.',
  [AccountCode.IMAGE_DIMENSIONS_TOO_LARGE]: 'A imagem é larga ou alta demais. Escolha uma menor.',
  [AccountCode.IMAGE_UNREADABLE]: 'Não foi possível ler esta imagem. Escolha outra.',
  [AccountCode.VIDEO_TOO_LARGE]: 'O tamanho do vídeo é limitado a 50M',
  [AccountCode.ALBUM_FULL]: 'Seu álbum está cheio. Apague uma foto para adicionar outra.',
  [AccountCode.VIDEOS_PENDING_LIMIT]: 'Espere seus vídeos serem revisados antes de enviar outro.',
  [AccountCode.PHONE_SAME_AS_CURRENT]: 'O novo número precisa ser diferente do atual.',
  [AccountCode.TERMS_VERSION_OUTDATED]: 'Os termos mudaram. Leia e aceite a versão atual.',
  [AccountCode.PHONE_TAKEN]: 'Este número já está em uso.',
  [AccountCode.ACCOUNT_SUSPENDED]: 'Sua conta está suspensa. Entre em contato com o suporte.',

  [WalletCode.INSUFFICIENT_BALANCE]: 'Saldo insuficiente',
  [WalletCode.IDEMPOTENCY_CONFLICT]: 'Esta solicitação já foi feita com outros dados.',
  [WalletCode.HOLD_NOT_FOUND]: 'Esta reserva não existe.',
  [WalletCode.HOLD_NOT_PENDING]: 'Esta reserva já foi liquidada ou liberada.',
  [WalletCode.MOVEMENT_NOT_FOUND]: 'Esta transação não existe.',
  [WalletCode.ALREADY_REVERSED]: 'Esta transação já foi estornada.',
  [WalletCode.NOT_REVERSIBLE]: 'Um estorno não pode ser estornado.',
  [WalletCode.INVALID_AMOUNT]: 'O valor precisa ser um número inteiro positivo.',

  [PaymentCode.PURCHASE_FAILED]: 'A compra falhou. Tente de novo ou escolha outra forma de pagamento.',
  [PaymentCode.VERIFICATION_FAILED]: 'Não foi possível verificar a compra. Tente de novo.',
  [PaymentCode.PAYMENT_INFO_INCORRECT]: 'Os dados de pagamento estão incorretos. Confira e tente de novo.',
  [PaymentCode.UNSUBSCRIBE_FAILED]: 'Não foi possível cancelar a assinatura. Tente de novo mais tarde.',
  [PaymentCode.PACKAGE_NOT_FOUND]: 'Este pacote de moedas não está disponível.',
  [PaymentCode.OFFER_EXPIRED]: 'Esta oferta terminou.',
  [PaymentCode.METHOD_UNAVAILABLE]: 'Esta forma de pagamento não está disponível.',
  [PaymentCode.ORDER_NOT_FOUND]: 'Este pedido não existe.',
  [PaymentCode.ORDER_ID_EMPTY]: 'O número do pedido não pode estar vazio',
  [PaymentCode.ALREADY_SUBSCRIBED]: 'Você já tem uma assinatura. Pode assinar de novo quando ela terminar.',
  [PaymentCode.NO_SUBSCRIPTION]: 'Você não tem nenhuma assinatura ativa.',
  [PaymentCode.CARD_NOT_FOUND]: 'Este cartão não está salvo na sua conta.',
  [PaymentCode.WEBHOOK_REJECTED]: 'Webhook recusado',
  [PaymentCode.PROVIDER_UNKNOWN]: 'Provedor de pagamento desconhecido',
  [PaymentCode.ORDER_IN_PROGRESS]: 'Seu pedido ainda está sendo preparado. Tente de novo daqui a pouco.',

  [CardCode.NAME_REQUIRED]: 'Digite seu nome completo',
  [CardCode.EMAIL_INVALID]: 'Digite um e-mail válido',
  [CardCode.MOBILE_INVALID]: 'Digite um número de celular válido',
  [CardCode.CARD_EXPIRED]: 'Este cartão está vencido. Use outro cartão.',
  [CardCode.TOO_MANY_CARDS]: 'Você pode salvar até 5 cartões. Exclua um primeiro.',
  [CardCode.NOT_FOUND]: 'Este cartão não está salvo na sua conta.',

  [RefundCode.WRONG_CAPTCHA]: 'Captcha errado. Tente de novo.',
  [RefundCode.ORDER_NOT_FOUND]: 'Não encontramos este pedido na sua conta. Confira o número do pedido.',
  [RefundCode.ORDER_NOT_PAID]: 'Este pedido não foi pago, então não há nada para reembolsar.',
  [RefundCode.WINDOW_PASSED]: `O reembolso pode ser pedido em até ${REFUND_WINDOW_DAYS} dias após o pagamento.`,
  [RefundCode.REPORT_OPEN]: 'Já existe um relato deste pedido em andamento.',
  [RefundCode.DESCRIPTION_REQUIRED]: 'Descreva o problema.',
  [RefundCode.PROOF_REQUIRED]: 'Adicione uma imagem como comprovante.',
  [RefundCode.REPORT_NOT_FOUND]: 'Este relato não existe.',
  [RefundCode.ALREADY_DECIDED]: 'Este relato já foi decidido.',
  [RefundCode.COINS_SPENT]: 'As moedas desta compra já foram gastas, então ela não pode ser reembolsada.',
  [RefundCode.ALREADY_CREDITED]: 'As moedas deste pedido já foram creditadas.',
  [RefundCode.REFUND_FAILED]:
    'O provedor de pagamento não conseguiu fazer o reembolso. Tente de novo mais tarde.',
  [RefundCode.NOTE_REQUIRED]: 'Escreva uma observação para o usuário.',
  [RefundCode.DECISION_NOT_FOR_CATEGORY]:
    'Só é possível creditar moedas em um relato de "moedas não creditadas".',

  [SocialCode.CANNOT_ADD_SELF]: 'Você não pode adicionar a si mesmo como amigo.',
  [SocialCode.ALREADY_FRIENDS]: 'Vocês já são amigos.',
  [SocialCode.PRICE_CHANGED]: 'O preço mudou. Confira e tente de novo.',
  [SocialCode.REQUEST_NOT_FOUND]: 'Este pedido de amizade não existe mais.',
  [SocialCode.NOT_FRIENDS]: 'Você não é amigo deste usuário. Adicione-o como amigo primeiro.',
  [SocialCode.USER_NOT_FOUND]: 'Este usuário não existe.',
  [SocialCode.REPLY_NEEDED]:
    'Você pode enviar mais mensagens quando a pessoa responder ou aceitar seu pedido de amizade.',
  [SocialCode.SAY_HI_LIMIT]: "Você atingiu o limite diário de 'oi' grátis. Volte amanhã.",
  [SocialCode.IMAGE_NEEDS_REPLY]: 'Você pode enviar fotos quando a pessoa tiver te respondido.',
  [SocialCode.INAPPROPRIATE_LANGUAGE]: 'Sua mensagem foi bloqueada por linguagem inadequada.',
  [SocialCode.MESSAGE_ID_REUSED]: 'Este ID de mensagem já foi usado para outra mensagem.',
  [SocialCode.IMAGE_INVALID]: 'Esta foto não pode ser enviada. Escolha outra.',
  [SocialCode.CANNOT_MESSAGE_SELF]: 'Você não pode enviar mensagens para si mesmo.',
  [SocialCode.FRIEND_ONLINE_NOTIFY_LIMIT]:
    'Você atingiu o limite de avisos de amigos online. Tente de novo amanhã.',
  [SocialCode.USER_UNAVAILABLE]: 'Este usuário não está disponível.',
  [SocialCode.YOU_BLOCKED_USER]: 'Você bloqueou este usuário. Desbloqueie para continuar.',
  [SocialCode.CANNOT_BLOCK_SELF]: 'Você não pode bloquear a si mesmo.',
  [SocialCode.CANNOT_REPORT_SELF]: 'Você não pode denunciar a si mesmo.',
  [SocialCode.REPORT_TEXT_TOO_LONG]: 'As informações extras estão limitadas a 200 caracteres.',
  [SocialCode.REPORT_NOT_FOUND]: 'Esta denúncia não existe.',
  [SocialCode.REPORT_ALREADY_RESOLVED]: 'Esta denúncia já foi tratada.',

  [MatchCode.QUOTA_USED]: 'Você já usou sua chance diária de conhecer alguém. Volte amanhã.',
  [MatchCode.DAILY_LIMIT]:
    'Você atingiu o limite de matches de hoje. Conheça pessoas na página inicial de câmera ao vivo.',
  [MatchCode.MATCH_GONE]: 'Este match não está mais disponível.',
  [MatchCode.IN_CALL]: 'Você está em uma chamada. Desligue antes de começar um match.',
  [MatchCode.PRICE_CHANGED]: 'O preço mudou. Confira e tente de novo.',
  [MatchCode.PROFILE_INCOMPLETE]: 'Complete seu perfil antes de começar um match.',

  [CallCode.CALL_NOT_FOUND]: 'Esta chamada terminou.',
  [CallCode.NOT_IN_CALL]: 'Você não participa desta chamada.',
  [CallCode.PEER_OFFLINE]: 'Este usuário está offline agora.',
  [CallCode.PEER_BUSY]: 'Este usuário está em outra chamada. Tente de novo mais tarde.',
  [CallCode.CANNOT_CALL_SELF]: 'Você não pode ligar para si mesmo.',
  [CallCode.FRIENDS_ONLY]: 'Este usuário só aceita chamadas de vídeo de amigos.',
  [CallCode.NOT_FRIENDS]: 'Aqui você só pode fazer chamadas de vídeo para seus amigos.',
  [CallCode.ALREADY_IN_CALL]: 'Você já está em outra chamada.',
  [CallCode.CONNECTION_FAILED]: 'Desculpe, não foi possível conectar a chamada',
  [CallCode.NOT_A_HOST]: 'Só hosts podem definir preços de chamada.',
  [CallCode.NOT_YOUR_ACTION]: 'Esta ação cabe ao outro lado da chamada.',
  [CallCode.IN_OTHER_TAB]: 'Esta chamada está acontecendo em outra aba.',
  [CallCode.CALLER_INVITE_LIMIT]: 'Você enviou muitos convites nesta hora. Tente de novo mais tarde.',
  [CallCode.HOST_INVITE_LIMIT]:
    'Este host acabou de receber vários convites. Tente de novo daqui a um minuto.',

  [RewardCode.ALREADY_CHECKED_IN]: 'Desculpe, você já fez check-in hoje. Volte amanhã.',
  [RewardCode.DEVICE_CHECKED_IN]:
    'Desculpe, você já fez check-in hoje neste dispositivo com outra conta. Volte amanhã.',
  [RewardCode.FIRST_WEEK_ENDED]: 'Desculpe, o bônus da primeira semana para novos usuários terminou',
  [RewardCode.ALREADY_CLAIMED]: 'Você já resgatou esta recompensa.',
  [RewardCode.DEVICE_CLAIMED]: 'Esta recompensa já foi resgatada neste dispositivo com outra conta.',
  [RewardCode.NOT_NEW_USER]: 'Esta oferta é só para novos membros.',
  [RewardCode.DEVICE_BANNED]: 'As recompensas para novos membros não estão disponíveis neste dispositivo.',
  [RewardCode.TASK_NOT_FOUND]: 'Esta tarefa não existe.',
  [RewardCode.TASK_NOT_DONE]: 'Termine a tarefa primeiro e depois resgate a recompensa.',
  [RewardCode.NO_SPINS]: 'Você não tem mais giros. Complete tarefas para ganhar mais.',
  [RewardCode.WHEEL_CLOSED]: 'A roleta da sorte não está disponível agora.',

  [PushCode.NOT_ENABLED]: 'Ative as notificações primeiro e depois resgate suas moedas.',
  [PushCode.NOT_INSTALLED]: 'Abra o Mingle pela tela inicial para resgatar estas moedas.',
  [PushCode.BAD_ENDPOINT]: 'Este navegador forneceu um endereço de push que não podemos usar.',

  [DiscoverCode.CANNOT_LIKE_SELF]: 'Você não pode curtir a si mesmo.',

  [HostCode.REQUIREMENTS_NOT_MET]:
    'Você ainda não cumpre os requisitos para ser host: uma foto aprovada, um perfil completo e 18 anos ou mais.',
  [HostCode.ALREADY_HOST]: 'Você já é host.',
  [HostCode.APPLICATION_PENDING]: 'Sua candidatura a host está em análise.',
  [HostCode.REAPPLY_TOO_SOON]:
    'Sua candidatura foi recusada recentemente. Você pode se candidatar de novo mais tarde.',
  [HostCode.APPLICATION_NOT_FOUND]: 'Esta candidatura a host não existe.',
  [HostCode.APPLICATION_DECIDED]: 'Esta candidatura a host já foi decidida.',
  [HostCode.PRICE_OUT_OF_BOUNDS]:
    'Este preço está fora da faixa que os hosts podem definir. Escolha um dentro dos limites.',
  [HostCode.PAYOUT_BELOW_MINIMUM]: 'Um pedido de saque precisa ter pelo menos o número mínimo de pontos.',
  [HostCode.PAYOUT_OVER_AVAILABLE]: 'Você não pode pedir mais pontos do que tem disponíveis.',
  [HostCode.PAYOUT_NOT_FOUND]: 'Este pedido de saque não existe.',
  [HostCode.PAYOUT_DECIDED]: 'Este pedido de saque já foi tratado.',
  [HostCode.BOUNDS_INVALID]: 'Um preço mínimo não pode ser maior que o máximo.',
  [HostCode.HOSTS_ONLY]: 'Isto é só para hosts.',
  [HostCode.REASON_REQUIRED]: 'Informe um motivo.',

  [GiftCode.GIFT_SELF]: 'Você não pode enviar um presente para si mesmo.',
  [GiftCode.GIFT_UNAVAILABLE]: 'Este presente não está disponível.',
  [GiftCode.NOT_IN_CALL]: 'Esta chamada terminou; o presente não foi enviado.',
  [GiftCode.BACKPACK_EMPTY]: 'Você não tem mais este presente na sua mochila.',
  [GiftCode.SEND_KEY_REUSED]: 'Esta solicitação já foi usada para outro presente.',
  [GiftCode.GIFT_NOT_FOUND]: 'Este presente não existe.',

  [TranslationCode.DAILY_LIMIT]:
    'Você atingiu o limite diário de traduções. Compre qualquer pacote de moedas para ter tradução ilimitada, ou volte amanhã.',
  [TranslationCode.PAIR_UNAVAILABLE]: 'A tradução não está disponível para este idioma.',
  [TranslationCode.MESSAGE_NOT_FOUND]: 'Esta mensagem não pode ser traduzida.',
  [TranslationCode.ENGINE_FAILED]: 'A tradução não funcionou desta vez. Tente de novo.',
};
