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

/** French texts of every answer code (informal "tu", as the web app speaks). */
export const codeTexts: CodeTexts = {
  [Code.OK]: 'OK',
  [Code.LOGIN_AGAIN]: 'Impossible de récupérer les informations, reconnecte-toi.',
  [Code.SESSION_EXPIRED]:
    "Ton compte a été actif sur un autre appareil. Si ce n'était pas toi, change ton mot de passe.",
  [Code.ACCOUNT_GONE]: 'Impossible de récupérer les informations, reconnecte-toi.',
  [Code.BANNED_ACCOUNT]: 'Ton compte a été bloqué pour 48 heures.',
  [Code.BANNED_DEVICE]: 'Cet appareil a été bloqué pour 48 heures.',
  [Code.BANNED_ACCOUNT_AND_DEVICE]: "Connexion impossible, le compte et l'appareil ont été bloqués",
  [Code.DATA_INVALID]: 'Données invalides',
  [Code.INTERNAL]: "Une erreur s'est produite. Désolés. Réessaie plus tard",
  [Code.VALIDATION]: 'Requête invalide',
  [Code.BAD_SIGN]: 'Signature de la requête invalide',
  [Code.REQUEST_EXPIRED]: "La requête a expiré, vérifie l'heure de ton appareil",
  [Code.REPLAYED]: 'Requête déjà reçue',
  [Code.LOGIN_REQUIRED]: 'Non connecté',
  [Code.FORBIDDEN]: "Tu n'as pas le droit de faire ça",
  [Code.NOT_FOUND]: 'Introuvable',
  [Code.TOO_MANY_REQUESTS]: 'Trop de tentatives, réessaie plus tard',

  [AccountCode.EMAIL_INVALID]: 'Saisis une adresse e-mail correcte',
  [AccountCode.PASSWORD_LENGTH]: 'Le mot de passe doit contenir entre 6 et 16 caractères',
  [AccountCode.PASSWORD_TOO_COMMON]: 'Ce mot de passe est trop courant. Choisis-en un autre.',
  [AccountCode.EMAIL_TAKEN]: 'Cette adresse e-mail est déjà utilisée.',
  [AccountCode.EMAIL_REGISTRATION_CLOSED]:
    "Désolés, l'inscription par e-mail est fermée. Connecte-toi d'une autre façon.",
  [AccountCode.ACCOUNT_NOT_FOUND]: "Ce compte n'existe pas",
  [AccountCode.LOGIN_FAILED]: 'E-mail ou mot de passe incorrect.',
  [AccountCode.EMAIL_ALREADY_VERIFIED]: 'Cette adresse e-mail a déjà été vérifiée.',
  [AccountCode.CODE_WRONG]: 'Le code de vérification est incorrect.',
  [AccountCode.CODE_EXPIRED]: 'Le code de vérification a expiré. Demandes-en un nouveau.',
  [AccountCode.RESET_TIMED_OUT]: 'Le délai de réinitialisation est dépassé',
  [AccountCode.EMAIL_SAME_AS_CURRENT]: "La nouvelle adresse e-mail doit être différente de l'actuelle.",
  [AccountCode.RELINK_LOCKED]:
    "Ceci a été dissocié d'un autre compte récemment. Il pourra être associé à nouveau dans 7 jours.",
  [AccountCode.LINK_INVALID]: 'Ce lien est invalide ou a expiré.',

  [AccountCode.PHONE_INVALID]: 'Saisis un numéro de mobile valide',
  [AccountCode.TOO_MANY_CODE_REQUESTS]: 'Trop de demandes de code. Réessaie plus tard.',
  [AccountCode.DAILY_LIMIT_REACHED]: 'Tu as atteint la limite quotidienne. Réessaie demain.',
  [AccountCode.TOO_MANY_CODE_ERRORS]: "Trop d'erreurs. Demande un nouveau code.",
  [AccountCode.WRONG_PASSWORD]: 'Mot de passe incorrect.',
  [AccountCode.TOO_MANY_WRONG_PASSWORDS]: 'Trop de mots de passe incorrects. Réessaie plus tard.',
  [AccountCode.PHONE_REGISTRATION_DISABLED]: "L'inscription avec un numéro de téléphone est désactivée.",
  [AccountCode.PHONE_COUNTRY_UNAVAILABLE]:
    "Désolés, l'inscription avec un numéro de téléphone n'est pas disponible dans ton pays ou ta région. Connecte-toi d'une autre façon.",
  [AccountCode.PHONE_PASSWORD_LENGTH]: 'Le mot de passe doit contenir au moins 8 caractères',
  [AccountCode.PHONE_NOT_BOUND]: "Associe d'abord un numéro de mobile à ton compte.",

  [AccountCode.SOCIAL_PERMISSION_DECLINED]:
    'La connexion a été annulée. Autorise Mingle à utiliser ton compte pour te connecter, ou choisis un autre moyen.',
  [AccountCode.SOCIAL_PROVIDER_OFF]: "Ce mode de connexion n'est pas disponible.",
  [AccountCode.SOCIAL_SIGN_IN_FAILED]: 'La connexion a échoué. Réessaie.',

  [AccountCode.NAME_FORBIDDEN_CHARACTERS]: 'Ton nom contient des caractères interdits.',
  [AccountCode.NAME_SENSITIVE_WORDS]: 'Le pseudo contient des mots sensibles',
  [AccountCode.CONTENT_SENSITIVE_WORDS]:
    'Le contenu que tu as envoyé contient des mots sensibles. Modifie-le et envoie-le à nouveau !',
  [AccountCode.CANNOT_CHANGE_AFTER_SELECTION]: 'Ne peut plus être modifié après la sélection',
  [AccountCode.UNDERAGE]: 'Tu dois avoir 18 ans ou plus pour utiliser Mingle.',
  [AccountCode.TOO_MANY_INTERESTS]: "Choisis jusqu'à 5 centres d'intérêt.",
  [AccountCode.TOO_MANY_LANGUAGES]: "Choisis jusqu'à 3 langues.",
  [AccountCode.IMAGE_TOO_LARGE]: "La taille de l'image est limitée à 5 Mo",
  [AccountCode.UNSUPPORTED_FORMAT]: "Ce format de fichier n'est pas pris en charge.",
  [AccountCode.MEDIA_NOT_FOUND]: "Cette photo ou vidéo n'existe pas.",
  [AccountCode.PROFILE_INCOMPLETE]: "Complète d'abord ton profil.",
  [AccountCode.BIRTHDAY_CHANGE_USED]: "Ta date de naissance ne peut être modifiée qu'une seule fois.",
  [AccountCode.IMAGE_DIMENSIONS_TOO_LARGE]:
    "L'image est trop large ou trop haute. Choisis-en une plus petite.",
  [AccountCode.IMAGE_UNREADABLE]: 'Impossible de lire cette image. Choisis-en une autre.',
  [AccountCode.VIDEO_TOO_LARGE]: 'La taille de la vidéo est limitée à 50 Mo',
  [AccountCode.ALBUM_FULL]: 'Ton album est plein. Supprime une photo pour en ajouter une autre.',
  [AccountCode.VIDEOS_PENDING_LIMIT]:
    "Attends que tes vidéos aient été vérifiées avant d'en envoyer une autre.",
  [AccountCode.PHONE_SAME_AS_CURRENT]: "Le nouveau numéro doit être différent de l'actuel.",
  [AccountCode.TERMS_VERSION_OUTDATED]: 'Les conditions ont changé. Lis et accepte la version actuelle.',
  [AccountCode.PHONE_TAKEN]: 'Ce numéro est déjà utilisé.',
  [AccountCode.ACCOUNT_SUSPENDED]: 'Ton compte est suspendu. Contacte le support.',

  [WalletCode.INSUFFICIENT_BALANCE]: 'Solde insuffisant',
  [WalletCode.IDEMPOTENCY_CONFLICT]: "Cette requête a déjà été faite avec d'autres informations.",
  [WalletCode.HOLD_NOT_FOUND]: "Cette réservation n'existe pas.",
  [WalletCode.HOLD_NOT_PENDING]: 'Cette réservation a déjà été réglée ou libérée.',
  [WalletCode.MOVEMENT_NOT_FOUND]: "Cette transaction n'existe pas.",
  [WalletCode.ALREADY_REVERSED]: 'Cette transaction a déjà été annulée.',
  [WalletCode.NOT_REVERSIBLE]: 'Une annulation ne peut pas être annulée.',
  [WalletCode.INVALID_AMOUNT]: 'Le montant doit être un nombre entier positif.',

  [PaymentCode.PURCHASE_FAILED]: "L'achat a échoué. Réessaie ou choisis un autre moyen de paiement.",
  [PaymentCode.VERIFICATION_FAILED]: "Impossible de vérifier l'achat. Réessaie.",
  [PaymentCode.PAYMENT_INFO_INCORRECT]:
    'Les informations de paiement sont incorrectes. Vérifie-les et réessaie.',
  [PaymentCode.UNSUBSCRIBE_FAILED]: 'La résiliation a échoué. Réessaie plus tard.',
  [PaymentCode.PACKAGE_NOT_FOUND]: "Ce pack de pièces n'est pas disponible.",
  [PaymentCode.OFFER_EXPIRED]: 'Cette offre est terminée.',
  [PaymentCode.METHOD_UNAVAILABLE]: "Ce moyen de paiement n'est pas disponible.",
  [PaymentCode.ORDER_NOT_FOUND]: "Cette commande n'existe pas.",
  [PaymentCode.ORDER_ID_EMPTY]: 'Le numéro de commande ne peut pas être vide',
  [PaymentCode.ALREADY_SUBSCRIBED]:
    "Tu es déjà abonné. Tu pourras t'abonner à nouveau quand ton abonnement sera terminé.",
  [PaymentCode.NO_SUBSCRIPTION]: "Tu n'as aucun abonnement actif.",
  [PaymentCode.CARD_NOT_FOUND]: "Cette carte n'est pas enregistrée dans ton compte.",
  [PaymentCode.WEBHOOK_REJECTED]: 'Webhook refusé',
  [PaymentCode.PROVIDER_UNKNOWN]: 'Prestataire de paiement inconnu',
  [PaymentCode.ORDER_IN_PROGRESS]: 'Ta commande est encore en cours de création. Réessaie dans un instant.',

  [CardCode.NAME_REQUIRED]: 'Saisis ton nom complet',
  [CardCode.EMAIL_INVALID]: 'Saisis une adresse e-mail correcte',
  [CardCode.MOBILE_INVALID]: 'Saisis un numéro de mobile valide',
  [CardCode.CARD_EXPIRED]: 'Cette carte a expiré. Utilise une autre carte.',
  [CardCode.TOO_MANY_CARDS]: "Tu peux enregistrer jusqu'à 5 cartes. Supprimes-en d'abord une.",
  [CardCode.NOT_FOUND]: "Cette carte n'est pas enregistrée dans ton compte.",

  [RefundCode.WRONG_CAPTCHA]: 'Captcha incorrect, réessaie.',
  [RefundCode.ORDER_NOT_FOUND]:
    'Nous ne trouvons pas cette commande dans ton compte. Vérifie le numéro de commande.',
  [RefundCode.ORDER_NOT_PAID]: "Cette commande n'a pas été payée, il n'y a donc rien à rembourser.",
  [RefundCode.WINDOW_PASSED]: `Un remboursement peut être demandé dans les ${REFUND_WINDOW_DAYS} jours suivant le paiement.`,
  [RefundCode.REPORT_OPEN]: 'Un signalement pour cette commande est déjà en cours de traitement.',
  [RefundCode.DESCRIPTION_REQUIRED]: 'Décris le problème.',
  [RefundCode.PROOF_REQUIRED]: 'Ajoute une image comme preuve.',
  [RefundCode.REPORT_NOT_FOUND]: "Ce signalement n'existe pas.",
  [RefundCode.ALREADY_DECIDED]: 'Une décision a déjà été prise pour ce signalement.',
  [RefundCode.COINS_SPENT]:
    'Les pièces de cet achat ont déjà été dépensées, il ne peut donc pas être remboursé.',
  [RefundCode.ALREADY_CREDITED]: 'Les pièces de cette commande ont déjà été créditées.',
  [RefundCode.REFUND_FAILED]:
    "Le prestataire de paiement n'a pas pu effectuer le remboursement. Réessaie plus tard.",
  [RefundCode.NOTE_REQUIRED]: "Écris une note pour l'utilisateur.",
  [RefundCode.DECISION_NOT_FOR_CATEGORY]:
    'Les pièces ne peuvent être créditées que pour un signalement « pièces non créditées ».',

  [SocialCode.CANNOT_ADD_SELF]: "Tu ne peux pas t'ajouter toi-même en ami.",
  [SocialCode.ALREADY_FRIENDS]: 'Vous êtes déjà amis.',
  [SocialCode.PRICE_CHANGED]: 'Le prix a changé. Vérifie-le et réessaie.',
  [SocialCode.REQUEST_NOT_FOUND]: "Cette demande d'ami n'existe plus.",
  [SocialCode.NOT_FRIENDS]: "Tu n'es pas ami avec cet utilisateur. Ajoute-le d'abord en ami.",
  [SocialCode.USER_NOT_FOUND]: "Cet utilisateur n'existe pas.",
  [SocialCode.REPLY_NEEDED]:
    "Tu pourras envoyer d'autres messages dès que cette personne aura répondu ou accepté ta demande d'ami.",
  [SocialCode.SAY_HI_LIMIT]: 'Limite quotidienne de « bonjour » gratuits atteinte. Reviens demain.',
  [SocialCode.IMAGE_NEEDS_REPLY]: "Tu pourras envoyer des photos dès que cette personne t'aura répondu.",
  [SocialCode.INAPPROPRIATE_LANGUAGE]: 'Ton message a été bloqué pour langage inapproprié.',
  [SocialCode.MESSAGE_ID_REUSED]: 'Cet identifiant de message a déjà été utilisé pour un autre message.',
  [SocialCode.IMAGE_INVALID]: "Impossible d'envoyer cette photo. Choisis-en une autre.",
  [SocialCode.CANNOT_MESSAGE_SELF]: "Tu ne peux pas t'envoyer de messages à toi-même.",
  [SocialCode.FRIEND_ONLINE_NOTIFY_LIMIT]:
    'Limite des alertes de connexion des amis atteinte. Réessaie demain.',
  [SocialCode.USER_UNAVAILABLE]: "Cet utilisateur n'est pas disponible.",
  [SocialCode.YOU_BLOCKED_USER]: 'Tu as bloqué cet utilisateur. Débloque-le pour continuer.',
  [SocialCode.CANNOT_BLOCK_SELF]: 'Tu ne peux pas te bloquer toi-même.',
  [SocialCode.CANNOT_REPORT_SELF]: 'Tu ne peux pas te signaler toi-même.',
  [SocialCode.REPORT_TEXT_TOO_LONG]: 'Les informations supplémentaires sont limitées à 200 caractères.',
  [SocialCode.REPORT_NOT_FOUND]: "Ce signalement n'existe pas.",
  [SocialCode.REPORT_ALREADY_RESOLVED]: 'Ce signalement a déjà été traité.',

  [MatchCode.QUOTA_USED]: 'Tu as utilisé ta chance de rencontre du jour. Reviens demain.',
  [MatchCode.DAILY_LIMIT]:
    "Tu as atteint la limite de matchs pour aujourd'hui. Rencontre plutôt des gens en cam en direct sur l'accueil.",
  [MatchCode.MATCH_GONE]: "Ce match n'est plus disponible.",
  [MatchCode.IN_CALL]: 'Tu es en appel. Raccroche avant de lancer la recherche de match.',
  [MatchCode.PRICE_CHANGED]: 'Le prix a changé. Vérifie-le et réessaie.',
  [MatchCode.PROFILE_INCOMPLETE]: 'Complète ton profil avant de lancer la recherche de match.',

  [CallCode.CALL_NOT_FOUND]: 'Cet appel est terminé.',
  [CallCode.NOT_IN_CALL]: 'Tu ne fais pas partie de cet appel.',
  [CallCode.PEER_OFFLINE]: 'Cet utilisateur est hors ligne pour le moment.',
  [CallCode.PEER_BUSY]: 'Cet utilisateur est dans un autre appel. Réessaie plus tard.',
  [CallCode.CANNOT_CALL_SELF]: "Tu ne peux pas t'appeler toi-même.",
  [CallCode.FRIENDS_ONLY]: "Cet utilisateur n'accepte les appels vidéo que de ses amis.",
  [CallCode.NOT_FRIENDS]: 'Ici, tu ne peux appeler en vidéo que tes amis.',
  [CallCode.ALREADY_IN_CALL]: 'Tu es déjà dans un autre appel.',
  [CallCode.CONNECTION_FAILED]: "Désolés, la connexion de l'appel a échoué",
  [CallCode.NOT_A_HOST]: "Seuls les hôtes peuvent fixer des prix d'appel.",
  [CallCode.NOT_YOUR_ACTION]: "Cette action revient à l'autre côté de l'appel.",
  [CallCode.IN_OTHER_TAB]: 'Cet appel est en cours dans un autre onglet.',
  [CallCode.CALLER_INVITE_LIMIT]: "Tu as envoyé beaucoup d'invitations cette heure-ci. Réessaie plus tard.",
  [CallCode.HOST_INVITE_LIMIT]: "Cet hôte vient d'être invité plusieurs fois. Réessaie dans une minute.",

  [RewardCode.ALREADY_CHECKED_IN]: "Désolés, tu as déjà fait ton check-in aujourd'hui. Reviens demain.",
  [RewardCode.DEVICE_CHECKED_IN]:
    "Désolés, un check-in a déjà été fait aujourd'hui sur cet appareil avec un autre compte. Reviens demain.",
  [RewardCode.FIRST_WEEK_ENDED]: 'Désolés, le bonus de première semaine des nouveaux membres est terminé',
  [RewardCode.ALREADY_CLAIMED]: 'Tu as déjà récupéré cette récompense.',
  [RewardCode.DEVICE_CLAIMED]: 'Cette récompense a déjà été récupérée sur cet appareil avec un autre compte.',
  [RewardCode.NOT_NEW_USER]: 'Cette offre est réservée aux nouveaux membres.',
  [RewardCode.DEVICE_BANNED]:
    'Les récompenses des nouveaux membres ne sont pas disponibles sur cet appareil.',
  [RewardCode.TASK_NOT_FOUND]: "Cette mission n'existe pas.",
  [RewardCode.TASK_NOT_DONE]: "Termine d'abord la mission, puis récupère sa récompense.",
  [RewardCode.NO_SPINS]: "Tu n'as plus de tours. Termine des missions pour en gagner d'autres.",
  [RewardCode.WHEEL_CLOSED]: "La roue de la chance n'est pas disponible pour le moment.",
  [PushCode.NOT_ENABLED]: "Active d'abord les notifications, puis récupère tes pièces.",
  [PushCode.NOT_INSTALLED]: "Ouvre Mingle depuis ton écran d'accueil pour récupérer ces pièces.",
  [PushCode.BAD_ENDPOINT]: 'Ce navigateur a fourni une adresse push que nous ne pouvons pas utiliser.',

  [DiscoverCode.CANNOT_LIKE_SELF]: 'Tu ne peux pas te liker toi-même.',

  [HostCode.REQUIREMENTS_NOT_MET]:
    'Tu ne remplis pas encore les conditions pour devenir hôte : une photo approuvée, un profil complet et 18 ans ou plus.',
  [HostCode.ALREADY_HOST]: 'Tu es déjà hôte.',
  [HostCode.APPLICATION_PENDING]: "Ta candidature d'hôte est en cours d'examen.",
  [HostCode.REAPPLY_TOO_SOON]:
    'Ta candidature a été refusée récemment. Tu pourras postuler à nouveau plus tard.',
  [HostCode.APPLICATION_NOT_FOUND]: "Cette candidature d'hôte n'existe pas.",
  [HostCode.APPLICATION_DECIDED]: "Une décision a déjà été prise pour cette candidature d'hôte.",
  [HostCode.PRICE_OUT_OF_BOUNDS]:
    'Ce prix est en dehors de la fourchette autorisée pour les hôtes. Choisis-en un dans les limites.',
  [HostCode.PAYOUT_BELOW_MINIMUM]:
    'Une demande de paiement doit atteindre au moins le nombre minimum de points.',
  [HostCode.PAYOUT_OVER_AVAILABLE]: "Tu ne peux pas demander plus de points que tu n'en as de disponibles.",
  [HostCode.PAYOUT_NOT_FOUND]: "Cette demande de paiement n'existe pas.",
  [HostCode.PAYOUT_DECIDED]: 'Cette demande de paiement a déjà été traitée.',
  [HostCode.BOUNDS_INVALID]: 'Un prix minimum ne peut pas dépasser son maximum.',
  [HostCode.HOSTS_ONLY]: 'Réservé aux hôtes.',
  [HostCode.REASON_REQUIRED]: 'Indique un motif.',

  [GiftCode.GIFT_SELF]: "Tu ne peux pas t'envoyer un cadeau à toi-même.",
  [GiftCode.GIFT_UNAVAILABLE]: "Ce cadeau n'est pas disponible.",
  [GiftCode.NOT_IN_CALL]: "Cet appel est terminé ; le cadeau n'a pas été envoyé.",
  [GiftCode.BACKPACK_EMPTY]: "Tu n'as plus ce cadeau dans ton sac à dos.",
  [GiftCode.SEND_KEY_REUSED]: 'Cette requête a déjà été utilisée pour un autre cadeau.',
  [GiftCode.GIFT_NOT_FOUND]: "Ce cadeau n'existe pas.",
  [TranslationCode.DAILY_LIMIT]:
    "Tu as atteint la limite quotidienne de traductions. Achète n'importe quel pack de pièces pour des traductions illimitées, ou reviens demain.",
  [TranslationCode.PAIR_UNAVAILABLE]: "La traduction n'est pas disponible pour cette langue.",
  [TranslationCode.MESSAGE_NOT_FOUND]: 'Ce message ne peut pas être traduit.',
  [TranslationCode.ENGINE_FAILED]: "La traduction n'a pas fonctionné cette fois-ci. Réessaie.",
};
