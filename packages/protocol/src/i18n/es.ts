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

/** Spanish texts of every answer code (informal "tú", as the web app speaks). */
export const codeTexts: CodeTexts = {
  [Code.OK]: 'OK',
  [Code.LOGIN_AGAIN]: 'No se pudo obtener la información. Vuelve a iniciar sesión.',
  [Code.SESSION_EXPIRED]:
    'Tu cuenta estuvo activa en otro dispositivo. Si no fuiste tú, cambia tu contraseña.',
  [Code.ACCOUNT_GONE]: 'No se pudo obtener la información. Vuelve a iniciar sesión.',
  [Code.BANNED_ACCOUNT]: 'Tu cuenta ha sido bloqueada durante 48 horas.',
  [Code.BANNED_DEVICE]: 'Este dispositivo ha sido bloqueado durante 48 horas.',
  [Code.BANNED_ACCOUNT_AND_DEVICE]:
    'No se pudo iniciar sesión: la cuenta y el dispositivo han sido bloqueados',
  [Code.DATA_INVALID]: 'Datos no válidos',
  [Code.INTERNAL]: 'Algo salió mal. Lo sentimos. Inténtalo de nuevo más tarde',
  [Code.VALIDATION]: 'Solicitud no válida',
  [Code.BAD_SIGN]: 'La firma de la solicitud no es válida',
  [Code.REQUEST_EXPIRED]: 'La solicitud expiró. Comprueba la hora de tu dispositivo',
  [Code.REPLAYED]: 'Esta solicitud ya se recibió',
  [Code.LOGIN_REQUIRED]: 'No has iniciado sesión',
  [Code.FORBIDDEN]: 'No tienes permiso para hacer eso',
  [Code.NOT_FOUND]: 'No encontrado',
  [Code.TOO_MANY_REQUESTS]: 'Demasiados intentos. Inténtalo de nuevo más tarde',

  [AccountCode.EMAIL_INVALID]: 'Escribe un correo electrónico correcto',
  [AccountCode.PASSWORD_LENGTH]: 'La contraseña debe tener entre 6 y 16 caracteres',
  [AccountCode.PASSWORD_TOO_COMMON]: 'Esta contraseña es demasiado común. Elige otra.',
  [AccountCode.EMAIL_TAKEN]: 'Este correo electrónico ya está en uso.',
  [AccountCode.EMAIL_REGISTRATION_CLOSED]:
    'Lo sentimos, el registro con correo electrónico está cerrado. Inicia sesión de otra forma.',
  [AccountCode.ACCOUNT_NOT_FOUND]: 'Esta cuenta no existe',
  [AccountCode.LOGIN_FAILED]: 'Correo electrónico o contraseña incorrectos.',
  [AccountCode.EMAIL_ALREADY_VERIFIED]: 'Este correo electrónico ya está verificado.',
  [AccountCode.CODE_WRONG]: 'El código de verificación es incorrecto.',
  [AccountCode.CODE_EXPIRED]: 'El código de verificación ha expirado. Solicita uno nuevo.',
  [AccountCode.RESET_TIMED_OUT]: 'Se agotó el tiempo para restablecerla',
  [AccountCode.EMAIL_SAME_AS_CURRENT]: 'El nuevo correo electrónico debe ser distinto del actual.',
  [AccountCode.RELINK_LOCKED]:
    'Se desvinculó de otra cuenta hace poco. Podrás volver a vincularlo dentro de 7 días.',
  [AccountCode.LINK_INVALID]: 'Este enlace no es válido o ha expirado.',

  [AccountCode.PHONE_INVALID]: 'Escribe un número de teléfono válido',
  [AccountCode.TOO_MANY_CODE_REQUESTS]: 'Demasiadas solicitudes de código. Inténtalo de nuevo más tarde.',
  [AccountCode.DAILY_LIMIT_REACHED]: 'Has alcanzado el límite diario. Inténtalo de nuevo mañana.',
  [AccountCode.TOO_MANY_CODE_ERRORS]: 'Demasiados errores. Solicita un código nuevo.',
  [AccountCode.WRONG_PASSWORD]: 'Contraseña incorrecta.',
  [AccountCode.TOO_MANY_WRONG_PASSWORDS]: 'Demasiadas contraseñas incorrectas. Inténtalo de nuevo más tarde.',
  [AccountCode.PHONE_REGISTRATION_DISABLED]: 'El registro con número de teléfono está desactivado.',
  [AccountCode.PHONE_COUNTRY_UNAVAILABLE]:
    'Lo sentimos, el registro con número de teléfono no está disponible en tu país o región. Inicia sesión de otra forma.',
  [AccountCode.PHONE_PASSWORD_LENGTH]: 'La contraseña debe tener al menos 8 caracteres',
  [AccountCode.PHONE_NOT_BOUND]: 'Primero vincula un número de teléfono a tu cuenta.',

  [AccountCode.SOCIAL_PERMISSION_DECLINED]:
    'Se canceló el inicio de sesión. Permite que Mingle use tu cuenta para iniciar sesión o elige otra forma.',
  [AccountCode.SOCIAL_PROVIDER_OFF]: 'Este método de inicio de sesión no está disponible.',
  [AccountCode.SOCIAL_SIGN_IN_FAILED]: 'No se pudo iniciar sesión. Inténtalo de nuevo.',

  [AccountCode.NAME_FORBIDDEN_CHARACTERS]: 'Tu nombre contiene caracteres no permitidos.',
  [AccountCode.NAME_SENSITIVE_WORDS]: 'El apodo contiene palabras inapropiadas',
  [AccountCode.CONTENT_SENSITIVE_WORDS]:
    'El contenido que enviaste contiene palabras inapropiadas. ¡Edítalo y vuelve a enviarlo!',
  [AccountCode.CANNOT_CHANGE_AFTER_SELECTION]: 'No se puede cambiar una vez elegido',
  [AccountCode.UNDERAGE]: 'Debes tener 18 años o más para usar Mingle.',
  [AccountCode.TOO_MANY_INTERESTS]: 'Elige hasta 5 intereses.',
  [AccountCode.TOO_MANY_LANGUAGES]: 'Elige hasta 3 idiomas.',
  [AccountCode.IMAGE_TOO_LARGE]: 'El tamaño de la imagen está limitado a 5 MB',
  [AccountCode.UNSUPPORTED_FORMAT]: 'Este formato de archivo no es compatible.',
  [AccountCode.MEDIA_NOT_FOUND]: 'Esta foto o este video no existe.',
  [AccountCode.PROFILE_INCOMPLETE]: 'Primero completa tu perfil.',
  [AccountCode.BIRTHDAY_CHANGE_USED]: 'Tu fecha de nacimiento solo se puede cambiar una vez.',
  [AccountCode.IMAGE_DIMENSIONS_TOO_LARGE]: 'La imagen es demasiado ancha o alta. Elige una más pequeña.',
  [AccountCode.IMAGE_UNREADABLE]: 'No se pudo leer esta imagen. Elige otra.',
  [AccountCode.VIDEO_TOO_LARGE]: 'El tamaño del video está limitado a 50 MB',
  [AccountCode.ALBUM_FULL]: 'Tu álbum está lleno. Elimina una foto para añadir otra.',
  [AccountCode.VIDEOS_PENDING_LIMIT]: 'Espera a que se revisen tus videos antes de subir otro.',
  [AccountCode.PHONE_SAME_AS_CURRENT]: 'El nuevo número debe ser distinto del actual.',
  [AccountCode.TERMS_VERSION_OUTDATED]: 'Las condiciones han cambiado. Lee y acepta la versión actual.',
  [AccountCode.PHONE_TAKEN]: 'Este número ya está en uso.',
  [AccountCode.ACCOUNT_SUSPENDED]: 'Tu cuenta está suspendida. Ponte en contacto con el soporte.',

  [WalletCode.INSUFFICIENT_BALANCE]: 'Saldo insuficiente',
  [WalletCode.IDEMPOTENCY_CONFLICT]: 'Esta solicitud ya se hizo con otros datos.',
  [WalletCode.HOLD_NOT_FOUND]: 'Esta reserva no existe.',
  [WalletCode.HOLD_NOT_PENDING]: 'Esta reserva ya se liquidó o se liberó.',
  [WalletCode.MOVEMENT_NOT_FOUND]: 'Esta transacción no existe.',
  [WalletCode.ALREADY_REVERSED]: 'Esta transacción ya se revirtió.',
  [WalletCode.NOT_REVERSIBLE]: 'Una reversión no se puede revertir.',
  [WalletCode.INVALID_AMOUNT]: 'El importe debe ser un número entero positivo.',

  [PaymentCode.PURCHASE_FAILED]:
    'La compra no se pudo completar. Inténtalo de nuevo o elige otro método de pago.',
  [PaymentCode.VERIFICATION_FAILED]: 'No se pudo verificar la compra. Inténtalo de nuevo.',
  [PaymentCode.PAYMENT_INFO_INCORRECT]: 'Los datos de pago no son correctos. Revísalos e inténtalo de nuevo.',
  [PaymentCode.UNSUBSCRIBE_FAILED]: 'No se pudo cancelar la suscripción. Inténtalo de nuevo más tarde.',
  [PaymentCode.PACKAGE_NOT_FOUND]: 'Este paquete de monedas no está disponible.',
  [PaymentCode.OFFER_EXPIRED]: 'Esta oferta ha terminado.',
  [PaymentCode.METHOD_UNAVAILABLE]: 'Este método de pago no está disponible.',
  [PaymentCode.ORDER_NOT_FOUND]: 'Este pedido no existe.',
  [PaymentCode.ORDER_ID_EMPTY]: 'El número de pedido no puede estar vacío',
  [PaymentCode.ALREADY_SUBSCRIBED]: 'Ya tienes una suscripción. Podrás suscribirte de nuevo cuando termine.',
  [PaymentCode.NO_SUBSCRIPTION]: 'No tienes ninguna suscripción activa.',
  [PaymentCode.CARD_NOT_FOUND]: 'Esta tarjeta no está guardada en tu cuenta.',
  [PaymentCode.WEBHOOK_REJECTED]: 'Webhook rechazado',
  [PaymentCode.PROVIDER_UNKNOWN]: 'Proveedor de pago desconocido',
  [PaymentCode.ORDER_IN_PROGRESS]: 'Tu pedido todavía se está preparando. Inténtalo de nuevo en un momento.',

  [CardCode.NAME_REQUIRED]: 'Escribe tu nombre completo',
  [CardCode.EMAIL_INVALID]: 'Escribe un correo electrónico correcto',
  [CardCode.MOBILE_INVALID]: 'Escribe un número de teléfono válido',
  [CardCode.CARD_EXPIRED]: 'Esta tarjeta ha expirado. Usa otra tarjeta.',
  [CardCode.TOO_MANY_CARDS]: 'Puedes guardar hasta 5 tarjetas. Elimina una primero.',
  [CardCode.NOT_FOUND]: 'Esta tarjeta no está guardada en tu cuenta.',

  [RefundCode.WRONG_CAPTCHA]: 'Captcha incorrecto. Inténtalo de nuevo.',
  [RefundCode.ORDER_NOT_FOUND]: 'No encontramos este pedido en tu cuenta. Comprueba el número de pedido.',
  [RefundCode.ORDER_NOT_PAID]: 'Este pedido no se pagó, así que no hay nada que reembolsar.',
  [RefundCode.WINDOW_PASSED]: `Los reembolsos se pueden solicitar en un plazo de ${REFUND_WINDOW_DAYS} días desde el pago.`,
  [RefundCode.REPORT_OPEN]: 'Ya se está tramitando un reporte sobre este pedido.',
  [RefundCode.DESCRIPTION_REQUIRED]: 'Describe el problema.',
  [RefundCode.PROOF_REQUIRED]: 'Añade una imagen como prueba.',
  [RefundCode.REPORT_NOT_FOUND]: 'Este reporte no existe.',
  [RefundCode.ALREADY_DECIDED]: 'Ya se ha tomado una decisión sobre este reporte.',
  [RefundCode.COINS_SPENT]: 'Las monedas de esta compra ya se han gastado, así que no se puede reembolsar.',
  [RefundCode.ALREADY_CREDITED]: 'Las monedas de este pedido ya se han abonado.',
  [RefundCode.REFUND_FAILED]:
    'El proveedor de pago no pudo hacer el reembolso. Inténtalo de nuevo más tarde.',
  [RefundCode.NOTE_REQUIRED]: 'Escribe una nota para la persona usuaria.',
  [RefundCode.DECISION_NOT_FOR_CATEGORY]:
    'Solo se pueden abonar monedas en un reporte de «monedas no abonadas».',

  [SocialCode.CANNOT_ADD_SELF]: 'No puedes agregarte a ti mismo como amigo.',
  [SocialCode.ALREADY_FRIENDS]: 'Ya son amigos.',
  [SocialCode.PRICE_CHANGED]: 'El precio ha cambiado. Revísalo e inténtalo de nuevo.',
  [SocialCode.REQUEST_NOT_FOUND]: 'Esta solicitud de amistad ya no existe.',
  [SocialCode.NOT_FRIENDS]: 'No eres amigo de esta persona. Agrégala primero como amiga.',
  [SocialCode.USER_NOT_FOUND]: 'Esta persona no existe.',
  [SocialCode.REPLY_NEEDED]:
    'Podrás enviar más mensajes cuando te responda o acepte tu solicitud de amistad.',
  [SocialCode.SAY_HI_LIMIT]: 'Has usado todos tus «saludar» gratis de hoy. Vuelve mañana.',
  [SocialCode.IMAGE_NEEDS_REPLY]: 'Podrás enviar imágenes cuando te haya respondido.',
  [SocialCode.INAPPROPRIATE_LANGUAGE]: 'Tu mensaje se bloqueó por lenguaje inapropiado.',
  [SocialCode.MESSAGE_ID_REUSED]: 'Este ID de mensaje ya se usó para otro mensaje.',
  [SocialCode.IMAGE_INVALID]: 'Esta imagen no se puede enviar. Elige otra.',
  [SocialCode.CANNOT_MESSAGE_SELF]: 'No puedes enviarte mensajes a ti mismo.',
  [SocialCode.FRIEND_ONLINE_NOTIFY_LIMIT]:
    'Has alcanzado el límite de avisos de amigos en línea. Inténtalo de nuevo mañana.',
  [SocialCode.USER_UNAVAILABLE]: 'Esta persona no está disponible.',
  [SocialCode.YOU_BLOCKED_USER]: 'Has bloqueado a esta persona. Desbloquéala para continuar.',
  [SocialCode.CANNOT_BLOCK_SELF]: 'No puedes bloquearte a ti mismo.',
  [SocialCode.CANNOT_REPORT_SELF]: 'No puedes reportarte a ti mismo.',
  [SocialCode.REPORT_TEXT_TOO_LONG]: 'La información adicional está limitada a 200 caracteres.',
  [SocialCode.REPORT_NOT_FOUND]: 'Este reporte no existe.',
  [SocialCode.REPORT_ALREADY_RESOLVED]: 'Este reporte ya se ha gestionado.',

  [MatchCode.QUOTA_USED]: 'Ya usaste tu oportunidad diaria de conocer a alguien. Vuelve mañana.',
  [MatchCode.DAILY_LIMIT]:
    'Has alcanzado el límite de emparejamientos de hoy. Conoce gente en la página de inicio con cámara en vivo.',
  [MatchCode.MATCH_GONE]: 'Este match ya no está disponible.',
  [MatchCode.IN_CALL]: 'Estás en una llamada. Cuelga antes de empezar a buscar.',
  [MatchCode.PRICE_CHANGED]: 'El precio ha cambiado. Revísalo e inténtalo de nuevo.',
  [MatchCode.PROFILE_INCOMPLETE]: 'Completa tu perfil antes de empezar a buscar.',

  [CallCode.CALL_NOT_FOUND]: 'Esta llamada ha terminado.',
  [CallCode.NOT_IN_CALL]: 'No formas parte de esta llamada.',
  [CallCode.PEER_OFFLINE]: 'Esta persona no está conectada ahora mismo.',
  [CallCode.PEER_BUSY]: 'Esta persona está en otra llamada. Inténtalo de nuevo más tarde.',
  [CallCode.CANNOT_CALL_SELF]: 'No puedes llamarte a ti mismo.',
  [CallCode.FRIENDS_ONLY]: 'Esta persona solo acepta videollamadas de amigos.',
  [CallCode.NOT_FRIENDS]: 'Aquí solo puedes hacer videollamadas a tus amigos.',
  [CallCode.ALREADY_IN_CALL]: 'Ya estás en otra llamada.',
  [CallCode.CONNECTION_FAILED]: 'Lo sentimos, no se pudo conectar la llamada',
  [CallCode.NOT_A_HOST]: 'Solo los hosts pueden fijar precios de llamada.',
  [CallCode.NOT_YOUR_ACTION]: 'Esta acción le corresponde a la otra parte de la llamada.',
  [CallCode.IN_OTHER_TAB]: 'Esta llamada está en curso en otra pestaña.',
  [CallCode.CALLER_INVITE_LIMIT]:
    'Has enviado muchas invitaciones en esta hora. Inténtalo de nuevo más tarde.',
  [CallCode.HOST_INVITE_LIMIT]:
    'Este host acaba de recibir varias invitaciones. Inténtalo de nuevo en un minuto.',

  [RewardCode.ALREADY_CHECKED_IN]: 'Lo sentimos, ya hiciste el check-in hoy. Vuelve mañana.',
  [RewardCode.DEVICE_CHECKED_IN]:
    'Lo sentimos, hoy ya se hizo el check-in en este dispositivo con otra cuenta. Vuelve mañana.',
  [RewardCode.FIRST_WEEK_ENDED]:
    'Lo sentimos, el bono de la primera semana para nuevos miembros ha terminado',
  [RewardCode.ALREADY_CLAIMED]: 'Ya reclamaste esta recompensa.',
  [RewardCode.DEVICE_CLAIMED]: 'Esta recompensa ya se reclamó en este dispositivo con otra cuenta.',
  [RewardCode.NOT_NEW_USER]: 'Esta oferta es solo para nuevos miembros.',
  [RewardCode.DEVICE_BANNED]:
    'Las recompensas para nuevos miembros no están disponibles en este dispositivo.',
  [RewardCode.TASK_NOT_FOUND]: 'Esta tarea no existe.',
  [RewardCode.TASK_NOT_DONE]: 'Termina primero la tarea y luego reclama su recompensa.',
  [RewardCode.NO_SPINS]: 'No te quedan giros. Completa tareas para ganar más.',
  [RewardCode.WHEEL_CLOSED]: 'La ruleta de la suerte no está disponible ahora mismo.',
  [PushCode.NOT_ENABLED]: 'Activa primero las notificaciones y luego reclama tus monedas.',
  [PushCode.NOT_INSTALLED]: 'Abre Mingle desde tu pantalla de inicio para reclamar estas monedas.',
  [PushCode.BAD_ENDPOINT]: 'Este navegador nos dio una dirección push que no podemos usar.',

  [DiscoverCode.CANNOT_LIKE_SELF]: 'No puedes darte like a ti mismo.',

  [HostCode.REQUIREMENTS_NOT_MET]:
    'Todavía no cumples los requisitos para ser host: una foto aprobada, un perfil completo y tener 18 años o más.',
  [HostCode.ALREADY_HOST]: 'Ya eres host.',
  [HostCode.APPLICATION_PENDING]: 'Tu solicitud para ser host está en revisión.',
  [HostCode.REAPPLY_TOO_SOON]: 'Tu solicitud se rechazó hace poco. Podrás volver a solicitarlo más adelante.',
  [HostCode.APPLICATION_NOT_FOUND]: 'Esta solicitud para ser host no existe.',
  [HostCode.APPLICATION_DECIDED]: 'Ya se ha tomado una decisión sobre esta solicitud para ser host.',
  [HostCode.PRICE_OUT_OF_BOUNDS]:
    'Este precio está fuera del rango que pueden fijar los hosts. Elige uno dentro de los límites.',
  [HostCode.PAYOUT_BELOW_MINIMUM]: 'Una solicitud de pago debe ser de al menos el número mínimo de puntos.',
  [HostCode.PAYOUT_OVER_AVAILABLE]: 'No puedes solicitar más puntos de los que tienes disponibles.',
  [HostCode.PAYOUT_NOT_FOUND]: 'Esta solicitud de pago no existe.',
  [HostCode.PAYOUT_DECIDED]: 'Esta solicitud de pago ya se ha gestionado.',
  [HostCode.BOUNDS_INVALID]: 'Un precio mínimo no puede ser mayor que su máximo.',
  [HostCode.HOSTS_ONLY]: 'Esto es solo para hosts.',
  [HostCode.REASON_REQUIRED]: 'Indica un motivo.',

  [GiftCode.GIFT_SELF]: 'No puedes enviarte un regalo a ti mismo.',
  [GiftCode.GIFT_UNAVAILABLE]: 'Este regalo no está disponible.',
  [GiftCode.NOT_IN_CALL]: 'Esta llamada ha terminado; el regalo no se envió.',
  [GiftCode.BACKPACK_EMPTY]: 'No te quedan más regalos de este tipo en tu mochila.',
  [GiftCode.SEND_KEY_REUSED]: 'Esta solicitud ya se usó para otro regalo.',
  [GiftCode.GIFT_NOT_FOUND]: 'Este regalo no existe.',
  [TranslationCode.DAILY_LIMIT]:
    'Has alcanzado el límite diario de traducciones. Compra cualquier paquete de monedas para tener traducciones ilimitadas o vuelve mañana.',
  [TranslationCode.PAIR_UNAVAILABLE]: 'La traducción no está disponible para este idioma.',
  [TranslationCode.MESSAGE_NOT_FOUND]: 'Este mensaje no se puede traducir.',
  [TranslationCode.ENGINE_FAILED]: 'Esta vez la traducción no funcionó. Inténtalo de nuevo.',
};
