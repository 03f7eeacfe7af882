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

/** Italian texts of every answer code (informal "tu", as the web app speaks). */
export const codeTexts: CodeTexts = {
  [Code.OK]: 'OK',
  [Code.LOGIN_AGAIN]: 'Impossibile recuperare le informazioni, accedi di nuovo.',
  [Code.SESSION_EXPIRED]:
    'Il tuo account era attivo su un altro dispositivo: se non eri tu, cambia la password.',
  [Code.ACCOUNT_GONE]: 'Impossibile recuperare le informazioni, accedi di nuovo.',
  [Code.BANNED_ACCOUNT]: 'Il tuo account è stato bloccato per 48 ore.',
  [Code.BANNED_DEVICE]: 'Questo dispositivo è stato bloccato per 48 ore.',
  [Code.BANNED_ACCOUNT_AND_DEVICE]: "Accesso non riuscito: l'account e il dispositivo sono stati bloccati",
  [Code.DATA_INVALID]: 'Dati non validi',
  [Code.INTERNAL]: 'Qualcosa è andato storto. Ci dispiace. Riprova più tardi',
  [Code.VALIDATION]: 'Richiesta non valida',
  [Code.BAD_SIGN]: 'Firma della richiesta non valida',
  [Code.REQUEST_EXPIRED]: "La richiesta è scaduta, controlla l'orologio del tuo dispositivo",
  [Code.REPLAYED]: 'Questa richiesta è già stata ricevuta',
  [Code.LOGIN_REQUIRED]: "Non hai effettuato l'accesso",
  [Code.FORBIDDEN]: 'Non puoi farlo',
  [Code.NOT_FOUND]: 'Non trovato',
  [Code.TOO_MANY_REQUESTS]: 'Troppi tentativi, riprova più tardi',

  [AccountCode.EMAIL_INVALID]: 'Inserisci un indirizzo e-mail corretto',
  [AccountCode.PASSWORD_LENGTH]: 'La password deve avere da 6 a 16 caratteri',
  [AccountCode.PASSWORD_TOO_COMMON]: "Questa password è troppo comune. Scegline un'altra.",
  [AccountCode.EMAIL_TAKEN]: 'Questo indirizzo e-mail è già in uso.',
  [AccountCode.EMAIL_REGISTRATION_CLOSED]:
    'Spiacenti, la registrazione tramite e-mail è chiusa. Accedi in un altro modo.',
  [AccountCode.ACCOUNT_NOT_FOUND]: "L'account non esiste",
  [AccountCode.LOGIN_FAILED]: 'E-mail o password non corrette.',
  [AccountCode.EMAIL_ALREADY_VERIFIED]: 'Questo indirizzo e-mail è già stato verificato.',
  [AccountCode.CODE_WRONG]: 'Il codice di verifica è sbagliato.',
  [AccountCode.CODE_EXPIRED]: 'Il codice di verifica è scaduto. Richiedine uno nuovo.',
  [AccountCode.RESET_TIMED_OUT]: 'Il tempo per il ripristino è scaduto',
  [AccountCode.EMAIL_SAME_AS_CURRENT]: 'Il nuovo indirizzo e-mail deve essere diverso da quello attuale.',
  [AccountCode.RELINK_LOCKED]:
    'È stato scollegato di recente da un altro account. Potrà essere collegato di nuovo tra 7 giorni.',
  [AccountCode.LINK_INVALID]: 'Questo link non è valido o è scaduto.',

  [AccountCode.PHONE_INVALID]: 'Inserisci un numero di cellulare valido',
  [AccountCode.TOO_MANY_CODE_REQUESTS]: 'Troppe richieste di codice. Riprova più tardi.',
  [AccountCode.DAILY_LIMIT_REACHED]: 'Hai raggiunto il limite giornaliero. Riprova domani.',
  [AccountCode.TOO_MANY_CODE_ERRORS]: 'Troppi errori. Richiedi un nuovo codice.',
  [AccountCode.WRONG_PASSWORD]: 'Password sbagliata.',
  [AccountCode.TOO_MANY_WRONG_PASSWORDS]: 'Troppe password sbagliate. Riprova più tardi.',
  [AccountCode.PHONE_REGISTRATION_DISABLED]: 'La registrazione con numero di telefono è disattivata.',
  [AccountCode.PHONE_COUNTRY_UNAVAILABLE]:
    'Spiacenti, la registrazione con numero di telefono non è disponibile nel tuo paese o nella tua regione. Accedi in un altro modo.',
  [AccountCode.PHONE_PASSWORD_LENGTH]: 'La password deve avere almeno 8 caratteri',
  [AccountCode.PHONE_NOT_BOUND]: 'Prima collega un numero di cellulare al tuo account.',

  [AccountCode.SOCIAL_PERMISSION_DECLINED]:
    "L'accesso è stato annullato. Consenti a Mingle di usare il tuo account per accedere, oppure scegli un altro modo.",
  [AccountCode.SOCIAL_PROVIDER_OFF]: 'Questo metodo di accesso non è disponibile.',
  [AccountCode.SOCIAL_SIGN_IN_FAILED]: 'Accesso non riuscito. Riprova.',

  [AccountCode.NAME_FORBIDDEN_CHARACTERS]: 'Il tuo nome contiene caratteri non consentiti.',
  [AccountCode.NAME_SENSITIVE_WORDS]: 'Il nickname contiene parole non consentite',
  [AccountCode.CONTENT_SENSITIVE_WORDS]:
    'Il contenuto che hai inviato contiene parole non consentite. Modificalo e invialo di nuovo!',
  [AccountCode.CANNOT_CHANGE_AFTER_SELECTION]: 'Non si può cambiare dopo la scelta',
  [AccountCode.UNDERAGE]: 'Per usare Mingle devi avere almeno 18 anni.',
  [AccountCode.TOO_MANY_INTERESTS]: 'Scegli fino a 5 interessi.',
  [AccountCode.TOO_MANY_LANGUAGES]: 'Scegli fino a 3 lingue.',
  [AccountCode.IMAGE_TOO_LARGE]: "La dimensione dell'immagine è limitata a 5 MB",
  [AccountCode.UNSUPPORTED_FORMAT]: 'Questo formato di file non è supportato.',
  [AccountCode.MEDIA_NOT_FOUND]: 'Questa foto o questo video non esiste.',
  [AccountCode.PROFILE_INCOMPLETE]: 'Prima completa il tuo profilo.',
  [AccountCode.BIRTHDAY_CHANGE_USED]: 'La data di nascita si può cambiare una sola volta.',
  [AccountCode.IMAGE_DIMENSIONS_TOO_LARGE]:
    "L'immagine è troppo larga o troppo alta. Scegline una più piccola.",
  [AccountCode.IMAGE_UNREADABLE]: "Impossibile leggere questa immagine. Scegline un'altra.",
  [AccountCode.VIDEO_TOO_LARGE]: 'La dimensione del video è limitata a 50 MB',
  [AccountCode.ALBUM_FULL]: "Il tuo album è pieno. Elimina una foto per aggiungerne un'altra.",
  [AccountCode.VIDEOS_PENDING_LIMIT]:
    'Aspetta che i tuoi video siano stati controllati prima di caricarne un altro.',
  [AccountCode.PHONE_SAME_AS_CURRENT]: 'Il nuovo numero deve essere diverso da quello attuale.',
  [AccountCode.TERMS_VERSION_OUTDATED]: 'Le condizioni sono cambiate. Leggi e accetta la versione attuale.',
  [AccountCode.PHONE_TAKEN]: 'Questo numero è già in uso.',
  [AccountCode.ACCOUNT_SUSPENDED]: "Il tuo account è sospeso. Contatta l'assistenza.",

  [WalletCode.INSUFFICIENT_BALANCE]: 'Saldo insufficiente',
  [WalletCode.IDEMPOTENCY_CONFLICT]: 'Questa richiesta è già stata fatta con altri dati.',
  [WalletCode.HOLD_NOT_FOUND]: 'Questa prenotazione non esiste.',
  [WalletCode.HOLD_NOT_PENDING]: 'Questa prenotazione è già stata saldata o rilasciata.',
  [WalletCode.MOVEMENT_NOT_FOUND]: 'Questa transazione non esiste.',
  [WalletCode.ALREADY_REVERSED]: 'Questa transazione è già stata stornata.',
  [WalletCode.NOT_REVERSIBLE]: 'Uno storno non può essere stornato.',
  [WalletCode.INVALID_AMOUNT]: "L'importo deve essere un numero intero positivo.",

  [PaymentCode.PURCHASE_FAILED]: 'Acquisto non riuscito. Riprova o scegli un altro metodo di pagamento.',
  [PaymentCode.VERIFICATION_FAILED]: "Impossibile verificare l'acquisto. Riprova.",
  [PaymentCode.PAYMENT_INFO_INCORRECT]: 'I dati di pagamento non sono corretti. Controllali e riprova.',
  [PaymentCode.UNSUBSCRIBE_FAILED]: "Disdetta dell'abbonamento non riuscita. Riprova più tardi.",
  [PaymentCode.PACKAGE_NOT_FOUND]: 'Questo pacchetto di monete non è disponibile.',
  [PaymentCode.OFFER_EXPIRED]: 'Questa offerta è terminata.',
  [PaymentCode.METHOD_UNAVAILABLE]: 'Questo metodo di pagamento non è disponibile.',
  [PaymentCode.ORDER_NOT_FOUND]: 'Questo ordine non esiste.',
  [PaymentCode.ORDER_ID_EMPTY]: "L'ID dell'ordine non può essere vuoto",
  [PaymentCode.ALREADY_SUBSCRIBED]:
    'Hai già un abbonamento. Potrai abbonarti di nuovo quando sarà terminato.',
  [PaymentCode.NO_SUBSCRIPTION]: 'Non hai un abbonamento attivo.',
  [PaymentCode.CARD_NOT_FOUND]: 'Questa carta non è salvata nel tuo account.',
  [PaymentCode.WEBHOOK_REJECTED]: 'Webhook rifiutato',
  [PaymentCode.PROVIDER_UNKNOWN]: 'Fornitore di pagamento sconosciuto',
  [PaymentCode.ORDER_IN_PROGRESS]: 'Il tuo ordine è ancora in fase di creazione. Riprova tra un attimo.',

  [CardCode.NAME_REQUIRED]: 'Inserisci nome e cognome',
  [CardCode.EMAIL_INVALID]: 'Inserisci un indirizzo e-mail corretto',
  [CardCode.MOBILE_INVALID]: 'Inserisci un numero di cellulare valido',
  [CardCode.CARD_EXPIRED]: "Questa carta è scaduta. Usa un'altra carta.",
  [CardCode.TOO_MANY_CARDS]: 'Puoi salvare fino a 5 carte. Prima eliminane una.',
  [CardCode.NOT_FOUND]: 'Questa carta non è salvata nel tuo account.',

  [RefundCode.WRONG_CAPTCHA]: 'Captcha sbagliato, riprova.',
  [RefundCode.ORDER_NOT_FOUND]:
    "Non abbiamo trovato questo ordine nel tuo account. Controlla il numero d'ordine.",
  [RefundCode.ORDER_NOT_PAID]: "Questo ordine non è stato pagato, quindi non c'è nulla da rimborsare.",
  [RefundCode.WINDOW_PASSED]: `I rimborsi si possono richiedere entro ${REFUND_WINDOW_DAYS} giorni dal pagamento.`,
  [RefundCode.REPORT_OPEN]: 'Una segnalazione per questo ordine è già in elaborazione.',
  [RefundCode.DESCRIPTION_REQUIRED]: 'Descrivi il problema.',
  [RefundCode.PROOF_REQUIRED]: "Aggiungi un'immagine come prova.",
  [RefundCode.REPORT_NOT_FOUND]: 'Questa segnalazione non esiste.',
  [RefundCode.ALREADY_DECIDED]: 'Su questa segnalazione è già stata presa una decisione.',
  [RefundCode.COINS_SPENT]:
    'Le monete di questo acquisto sono già state spese, quindi non può essere rimborsato.',
  [RefundCode.ALREADY_CREDITED]: 'Le monete di questo ordine sono già state accreditate.',
  [RefundCode.REFUND_FAILED]:
    'Il fornitore di pagamento non è riuscito a effettuare il rimborso. Riprova più tardi.',
  [RefundCode.NOTE_REQUIRED]: "Scrivi una nota per l'utente.",
  [RefundCode.DECISION_NOT_FOR_CATEGORY]:
    'Le monete si possono accreditare solo per una segnalazione “Monete non accreditate”.',

  [SocialCode.CANNOT_ADD_SELF]: 'Non puoi aggiungere te stesso agli amici.',
  [SocialCode.ALREADY_FRIENDS]: 'Siete già amici.',
  [SocialCode.PRICE_CHANGED]: 'Il prezzo è cambiato. Controllalo e riprova.',
  [SocialCode.REQUEST_NOT_FOUND]: 'Questa richiesta di amicizia non esiste più.',
  [SocialCode.NOT_FRIENDS]: 'Non siete amici. Prima aggiungi questa persona agli amici.',
  [SocialCode.USER_NOT_FOUND]: 'Questo utente non esiste.',
  [SocialCode.REPLY_NEEDED]:
    'Potrai mandare altri messaggi quando questa persona ti risponderà o accetterà la tua richiesta di amicizia.',
  [SocialCode.SAY_HI_LIMIT]: 'Hai raggiunto il limite giornaliero di saluti gratuiti. Torna domani.',
  [SocialCode.IMAGE_NEEDS_REPLY]: 'Potrai mandare foto quando questa persona ti avrà risposto.',
  [SocialCode.INAPPROPRIATE_LANGUAGE]: 'Il tuo messaggio è stato bloccato per linguaggio inappropriato.',
  [SocialCode.MESSAGE_ID_REUSED]: 'Questo ID messaggio è già stato usato per un altro messaggio.',
  [SocialCode.IMAGE_INVALID]: "Impossibile inviare questa foto. Scegline un'altra.",
  [SocialCode.CANNOT_MESSAGE_SELF]: 'Non puoi mandare messaggi a te stesso.',
  [SocialCode.FRIEND_ONLINE_NOTIFY_LIMIT]:
    'Hai raggiunto il limite di notifiche per gli amici online. Riprova domani.',
  [SocialCode.USER_UNAVAILABLE]: 'Questo utente non è disponibile.',
  [SocialCode.YOU_BLOCKED_USER]: 'Hai bloccato questo utente. Sbloccalo per continuare.',
  [SocialCode.CANNOT_BLOCK_SELF]: 'Non puoi bloccare te stesso.',
  [SocialCode.CANNOT_REPORT_SELF]: 'Non puoi segnalare te stesso.',
  [SocialCode.REPORT_TEXT_TOO_LONG]: 'Le informazioni aggiuntive possono avere al massimo 200 caratteri.',
  [SocialCode.REPORT_NOT_FOUND]: 'Questa segnalazione non esiste.',
  [SocialCode.REPORT_ALREADY_RESOLVED]: 'Questa segnalazione è già stata gestita.',

  [MatchCode.QUOTA_USED]: 'Hai già usato la tua possibilità di incontro di oggi. Torna domani.',
  [MatchCode.DAILY_LIMIT]:
    'Hai raggiunto il limite di match per oggi. Conosci invece persone dalla home della videochat dal vivo.',
  [MatchCode.MATCH_GONE]: 'Questo match non è più disponibile.',
  [MatchCode.IN_CALL]: 'Sei in chiamata. Riaggancia prima di cercare un match.',
  [MatchCode.PRICE_CHANGED]: 'Il prezzo è cambiato. Controllalo e riprova.',
  [MatchCode.PROFILE_INCOMPLETE]: 'Completa il tuo profilo prima di cercare un match.',

  [CallCode.CALL_NOT_FOUND]: 'Questa chiamata è terminata.',
  [CallCode.NOT_IN_CALL]: 'Non partecipi a questa chiamata.',
  [CallCode.PEER_OFFLINE]: 'Questo utente al momento è offline.',
  [CallCode.PEER_BUSY]: "Questo utente è in un'altra chiamata. Riprova più tardi.",
  [CallCode.CANNOT_CALL_SELF]: 'Non puoi chiamare te stesso.',
  [CallCode.FRIENDS_ONLY]: 'Questo utente accetta videochiamate solo dagli amici.',
  [CallCode.NOT_FRIENDS]: 'Qui puoi videochiamare solo i tuoi amici.',
  [CallCode.ALREADY_IN_CALL]: "Sei già in un'altra chiamata.",
  [CallCode.CONNECTION_FAILED]: 'Spiacenti, la chiamata non è riuscita a connettersi',
  [CallCode.NOT_A_HOST]: 'Solo gli host possono impostare i prezzi delle chiamate.',
  [CallCode.NOT_YOUR_ACTION]: "Questa azione spetta all'altra persona della chiamata.",
  [CallCode.IN_OTHER_TAB]: "Questa chiamata è in corso in un'altra scheda.",
  [CallCode.CALLER_INVITE_LIMIT]: "Hai mandato molti inviti in quest'ora. Riprova più tardi.",
  [CallCode.HOST_INVITE_LIMIT]: 'Questo host è appena stato invitato più volte. Riprova tra un minuto.',

  [RewardCode.ALREADY_CHECKED_IN]: 'Spiacenti, oggi hai già fatto il check-in. Torna domani.',
  [RewardCode.DEVICE_CHECKED_IN]:
    'Spiacenti, oggi su questo dispositivo è già stato fatto il check-in con un altro account. Torna domani.',
  [RewardCode.FIRST_WEEK_ENDED]: 'Spiacenti, il bonus della prima settimana per i nuovi utenti è terminato',
  [RewardCode.ALREADY_CLAIMED]: 'Hai già riscattato questa ricompensa.',
  [RewardCode.DEVICE_CLAIMED]:
    'Questa ricompensa è già stata riscattata su questo dispositivo con un altro account.',
  [RewardCode.NOT_NEW_USER]: 'Questa offerta è solo per i nuovi iscritti.',
  [RewardCode.DEVICE_BANNED]:
    'Le ricompense per i nuovi iscritti non sono disponibili su questo dispositivo.',
  [RewardCode.TASK_NOT_FOUND]: 'Questa missione non esiste.',
  [RewardCode.TASK_NOT_DONE]: 'Prima completa la missione, poi riscatta la ricompensa.',
  [RewardCode.NO_SPINS]: 'Non hai più giri. Completa le missioni per guadagnarne altri.',
  [RewardCode.WHEEL_CLOSED]: 'La ruota della fortuna al momento non è disponibile.',
  [PushCode.NOT_ENABLED]: 'Prima attiva le notifiche, poi riscatta le tue monete.',
  [PushCode.NOT_INSTALLED]: 'Apri Mingle dalla schermata Home per ricevere queste monete.',
  [PushCode.BAD_ENDPOINT]: 'Questo browser ha fornito un indirizzo push che non possiamo usare.',

  [DiscoverCode.CANNOT_LIKE_SELF]: 'Non puoi mettere mi piace a te stesso.',

  [HostCode.REQUIREMENTS_NOT_MET]:
    'Non soddisfi ancora i requisiti per diventare host: una foto approvata, un profilo completo e almeno 18 anni.',
  [HostCode.ALREADY_HOST]: 'Sei già un host.',
  [HostCode.APPLICATION_PENDING]: 'La tua candidatura come host è in fase di valutazione.',
  [HostCode.REAPPLY_TOO_SOON]:
    'La tua candidatura è stata respinta di recente. Potrai candidarti di nuovo più avanti.',
  [HostCode.APPLICATION_NOT_FOUND]: 'Questa candidatura come host non esiste.',
  [HostCode.APPLICATION_DECIDED]: 'Su questa candidatura come host è già stata presa una decisione.',
  [HostCode.PRICE_OUT_OF_BOUNDS]:
    "Questo prezzo è fuori dall'intervallo che gli host possono impostare. Scegline uno entro i limiti.",
  [HostCode.PAYOUT_BELOW_MINIMUM]:
    'Una richiesta di pagamento deve essere almeno pari al numero minimo di punti.',
  [HostCode.PAYOUT_OVER_AVAILABLE]: 'Non puoi richiedere più punti di quelli che hai a disposizione.',
  [HostCode.PAYOUT_NOT_FOUND]: 'Questa richiesta di pagamento non esiste.',
  [HostCode.PAYOUT_DECIDED]: 'Questa richiesta di pagamento è già stata gestita.',
  [HostCode.BOUNDS_INVALID]: 'Un prezzo minimo non può essere superiore al suo massimo.',
  [HostCode.HOSTS_ONLY]: 'Questa funzione è solo per gli host.',
  [HostCode.REASON_REQUIRED]: 'Indica un motivo.',

  [GiftCode.GIFT_SELF]: 'Non puoi mandare un regalo a te stesso.',
  [GiftCode.GIFT_UNAVAILABLE]: 'Questo regalo non è disponibile.',
  [GiftCode.NOT_IN_CALL]: 'Questa chiamata è terminata; il regalo non è stato inviato.',
  [GiftCode.BACKPACK_EMPTY]: 'Non hai più questo regalo nel tuo zaino.',
  [GiftCode.SEND_KEY_REUSED]: 'Questa richiesta è già stata usata per un altro regalo.',
  [GiftCode.GIFT_NOT_FOUND]: 'Questo regalo non esiste.',
  [TranslationCode.DAILY_LIMIT]:
    'Hai raggiunto il limite giornaliero di traduzioni. Compra un qualsiasi pacchetto di monete per avere traduzioni illimitate, oppure torna domani.',
  [TranslationCode.PAIR_UNAVAILABLE]: 'La traduzione non è disponibile per questa lingua.',
  [TranslationCode.MESSAGE_NOT_FOUND]: 'Questo messaggio non può essere tradotto.',
  [TranslationCode.ENGINE_FAILED]: 'Questa volta la traduzione non ha funzionato. Riprova.',
};
