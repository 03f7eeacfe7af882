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

/** Dutch texts of every answer code (informal "je", as the web app speaks). */
export const codeTexts: CodeTexts = {
  [Code.OK]: 'OK',
  [Code.LOGIN_AGAIN]: 'Gegevens ophalen mislukt, log opnieuw in.',
  [Code.SESSION_EXPIRED]:
    'Je account was actief op een ander apparaat. Was jij dat niet? Wijzig dan je wachtwoord.',
  [Code.ACCOUNT_GONE]: 'Gegevens ophalen mislukt, log opnieuw in.',
  [Code.BANNED_ACCOUNT]: 'Je account is voor 48 uur geblokkeerd.',
  [Code.BANNED_DEVICE]: 'Dit apparaat is voor 48 uur geblokkeerd.',
  [Code.BANNED_ACCOUNT_AND_DEVICE]: 'Inloggen mislukt, het account en het apparaat zijn geblokkeerd',
  [Code.DATA_INVALID]: 'Ongeldige gegevens',
  [Code.INTERNAL]: 'Er ging iets mis. Sorry daarvoor. Probeer het later opnieuw',
  [Code.VALIDATION]: 'Ongeldig verzoek',
  [Code.BAD_SIGN]: 'Ongeldige handtekening van het verzoek',
  [Code.REQUEST_EXPIRED]: 'Het verzoek is verlopen, controleer de klok van je apparaat',
  [Code.REPLAYED]: 'Dit verzoek is al ontvangen',
  [Code.LOGIN_REQUIRED]: 'Niet ingelogd',
  [Code.FORBIDDEN]: 'Dat mag je niet doen',
  [Code.NOT_FOUND]: 'Niet gevonden',
  [Code.TOO_MANY_REQUESTS]: 'Te veel pogingen, probeer het later opnieuw',

  [AccountCode.EMAIL_INVALID]: 'Voer een geldig e-mailadres in',
  [AccountCode.PASSWORD_LENGTH]: 'Het wachtwoord moet 6 tot 16 tekens lang zijn',
  [AccountCode.PASSWORD_TOO_COMMON]: 'Dit wachtwoord komt te vaak voor. Kies een ander wachtwoord.',
  [AccountCode.EMAIL_TAKEN]: 'Dit e-mailadres is al in gebruik.',
  [AccountCode.EMAIL_REGISTRATION_CLOSED]:
    'Sorry, registreren met e-mail is gesloten. Log op een andere manier in.',
  [AccountCode.ACCOUNT_NOT_FOUND]: 'Dit account bestaat niet',
  [AccountCode.LOGIN_FAILED]: 'Onjuist e-mailadres of wachtwoord.',
  [AccountCode.EMAIL_ALREADY_VERIFIED]: 'Dit e-mailadres is al bevestigd.',
  [AccountCode.CODE_WRONG]: 'De verificatiecode is onjuist.',
  [AccountCode.CODE_EXPIRED]: 'De verificatiecode is verlopen. Vraag een nieuwe aan.',
  [AccountCode.RESET_TIMED_OUT]: 'De tijd voor het opnieuw instellen is verlopen',
  [AccountCode.EMAIL_SAME_AS_CURRENT]: 'Het nieuwe e-mailadres moet anders zijn dan het huidige.',
  [AccountCode.RELINK_LOCKED]:
    'Dit is onlangs losgekoppeld van een ander account. Het kan over 7 dagen weer worden gekoppeld.',
  [AccountCode.LINK_INVALID]: 'Deze link is ongeldig of verlopen.',

  [AccountCode.PHONE_INVALID]: 'Voer een geldig mobiel nummer in',
  [AccountCode.TOO_MANY_CODE_REQUESTS]: 'Te veel codeaanvragen. Probeer het later opnieuw.',
  [AccountCode.DAILY_LIMIT_REACHED]: 'Je hebt de daglimiet bereikt. Probeer het morgen opnieuw.',
  [AccountCode.TOO_MANY_CODE_ERRORS]: 'Te veel fouten. Vraag een nieuwe code aan.',
  [AccountCode.WRONG_PASSWORD]: 'Onjuist wachtwoord.',
  [AccountCode.TOO_MANY_WRONG_PASSWORDS]: 'Te vaak een onjuist wachtwoord. Probeer het later opnieuw.',
  [AccountCode.PHONE_REGISTRATION_DISABLED]: 'Registreren met een telefoonnummer is uitgeschakeld.',
  [AccountCode.PHONE_COUNTRY_UNAVAILABLE]:
    'Sorry, registreren met een telefoonnummer is niet beschikbaar in jouw land of regio. Log op een andere manier in.',
  [AccountCode.PHONE_PASSWORD_LENGTH]: 'Het wachtwoord moet minimaal 8 tekens lang zijn',
  [AccountCode.PHONE_NOT_BOUND]: 'Koppel eerst een mobiel nummer aan je account.',

  [AccountCode.SOCIAL_PERMISSION_DECLINED]:
    'Het inloggen is geannuleerd. Geef Mingle toestemming om je account te gebruiken om in te loggen, of kies een andere manier.',
  [AccountCode.SOCIAL_PROVIDER_OFF]: 'Deze inlogmethode is niet beschikbaar.',
  [AccountCode.SOCIAL_SIGN_IN_FAILED]: 'Inloggen mislukt. Probeer het opnieuw.',

  [AccountCode.NAME_FORBIDDEN_CHARACTERS]: 'Je naam bevat tekens die niet zijn toegestaan.',
  [AccountCode.NAME_SENSITIVE_WORDS]: 'Je bijnaam bevat ongepaste woorden',
  [AccountCode.CONTENT_SENSITIVE_WORDS]:
    'De inhoud die je hebt ingediend bevat ongepaste woorden. Pas hem aan en dien hem opnieuw in!',
  [AccountCode.CANNOT_CHANGE_AFTER_SELECTION]: 'Kan na het kiezen niet meer worden gewijzigd',
  [AccountCode.UNDERAGE]: 'Je moet 18 jaar of ouder zijn om Mingle te gebruiken.',
  [AccountCode.TOO_MANY_INTERESTS]: 'Kies maximaal 5 interesses.',
  [AccountCode.TOO_MANY_LANGUAGES]: 'Kies maximaal 3 talen.',
  [AccountCode.IMAGE_TOO_LARGE]: 'Een afbeelding mag maximaal 5 MB groot zijn',
  [AccountCode.UNSUPPORTED_FORMAT]: 'Dit bestandsformaat wordt niet ondersteund.',
  [AccountCode.MEDIA_NOT_FOUND]: 'Deze foto of video bestaat niet.',
  [AccountCode.PROFILE_INCOMPLETE]: 'Vul eerst je profiel aan.',
  [AccountCode.BIRTHDAY_CHANGE_USED]: 'Je verjaardag kan maar één keer worden gewijzigd.',
  [AccountCode.IMAGE_DIMENSIONS_TOO_LARGE]: 'De afbeelding is te breed of te hoog. Kies een kleinere.',
  [AccountCode.IMAGE_UNREADABLE]: 'Deze afbeelding kon niet worden gelezen. Kies een andere.',
  [AccountCode.VIDEO_TOO_LARGE]: 'Een video mag maximaal 50 MB groot zijn',
  [AccountCode.ALBUM_FULL]: 'Je album is vol. Verwijder een foto om een nieuwe toe te voegen.',
  [AccountCode.VIDEOS_PENDING_LIMIT]: "Wacht tot je video's zijn beoordeeld voordat je er nog een uploadt.",
  [AccountCode.PHONE_SAME_AS_CURRENT]: 'Het nieuwe nummer moet anders zijn dan het huidige.',
  [AccountCode.TERMS_VERSION_OUTDATED]: 'De voorwaarden zijn gewijzigd. Lees en accepteer de huidige versie.',
  [AccountCode.PHONE_TAKEN]: 'Dit nummer is al in gebruik.',
  [AccountCode.ACCOUNT_SUSPENDED]: 'Je account is geschorst. Neem contact op met de support.',

  [WalletCode.INSUFFICIENT_BALANCE]: 'Onvoldoende saldo',
  [WalletCode.IDEMPOTENCY_CONFLICT]: 'Dit verzoek is al gedaan met andere gegevens.',
  [WalletCode.HOLD_NOT_FOUND]: 'Deze reservering bestaat niet.',
  [WalletCode.HOLD_NOT_PENDING]: 'Deze reservering is al verrekend of vrijgegeven.',
  [WalletCode.MOVEMENT_NOT_FOUND]: 'Deze transactie bestaat niet.',
  [WalletCode.ALREADY_REVERSED]: 'Deze transactie is al teruggedraaid.',
  [WalletCode.NOT_REVERSIBLE]: 'Een terugboeking kan niet worden teruggedraaid.',
  [WalletCode.INVALID_AMOUNT]: 'Het bedrag moet een positief heel getal zijn.',

  [PaymentCode.PURCHASE_FAILED]: 'Aankoop mislukt. Probeer het opnieuw of kies een andere betaalmethode.',
  [PaymentCode.VERIFICATION_FAILED]: 'De aankoop kon niet worden geverifieerd. Probeer het opnieuw.',
  [PaymentCode.PAYMENT_INFO_INCORRECT]:
    'De betaalgegevens kloppen niet. Controleer ze en probeer het opnieuw.',
  [PaymentCode.UNSUBSCRIBE_FAILED]: 'Opzeggen mislukt. Probeer het later opnieuw.',
  [PaymentCode.PACKAGE_NOT_FOUND]: 'Dit muntenpakket is niet beschikbaar.',
  [PaymentCode.OFFER_EXPIRED]: 'Deze aanbieding is afgelopen.',
  [PaymentCode.METHOD_UNAVAILABLE]: 'Deze betaalmethode is niet beschikbaar.',
  [PaymentCode.ORDER_NOT_FOUND]: 'Deze bestelling bestaat niet.',
  [PaymentCode.ORDER_ID_EMPTY]: 'Het bestel-ID mag niet leeg zijn',
  [PaymentCode.ALREADY_SUBSCRIBED]:
    'Je hebt al een abonnement. Je kunt een nieuw abonnement nemen zodra het huidige is afgelopen.',
  [PaymentCode.NO_SUBSCRIPTION]: 'Je hebt geen actief abonnement.',
  [PaymentCode.CARD_NOT_FOUND]: 'Deze kaart is niet opgeslagen in je account.',
  [PaymentCode.WEBHOOK_REJECTED]: 'Webhook geweigerd',
  [PaymentCode.PROVIDER_UNKNOWN]: 'Onbekende betaalprovider',
  [PaymentCode.ORDER_IN_PROGRESS]: 'Je bestelling wordt nog aangemaakt. Probeer het zo opnieuw.',

  [CardCode.NAME_REQUIRED]: 'Voer je volledige naam in',
  [CardCode.EMAIL_INVALID]: 'Voer een geldig e-mailadres in',
  [CardCode.MOBILE_INVALID]: 'Voer een geldig mobiel nummer in',
  [CardCode.CARD_EXPIRED]: 'Deze kaart is verlopen. Gebruik een andere kaart.',
  [CardCode.TOO_MANY_CARDS]: 'Je kunt maximaal 5 kaarten opslaan. Verwijder er eerst een.',
  [CardCode.NOT_FOUND]: 'Deze kaart is niet opgeslagen in je account.',

  [RefundCode.WRONG_CAPTCHA]: 'Onjuiste captcha, probeer het opnieuw.',
  [RefundCode.ORDER_NOT_FOUND]:
    'We konden deze bestelling niet vinden in je account. Controleer het bestelnummer.',
  [RefundCode.ORDER_NOT_PAID]: 'Deze bestelling is niet betaald, dus er valt niets terug te betalen.',
  [RefundCode.WINDOW_PASSED]: `Een terugbetaling kun je binnen ${REFUND_WINDOW_DAYS} dagen na de betaling aanvragen.`,
  [RefundCode.REPORT_OPEN]: 'Er wordt al een melding over deze bestelling behandeld.',
  [RefundCode.DESCRIPTION_REQUIRED]: 'Beschrijf het probleem.',
  [RefundCode.PROOF_REQUIRED]: 'Voeg een afbeelding toe als bewijs.',
  [RefundCode.REPORT_NOT_FOUND]: 'Deze melding bestaat niet.',
  [RefundCode.ALREADY_DECIDED]: 'Over deze melding is al beslist.',
  [RefundCode.COINS_SPENT]:
    'De munten van deze aankoop zijn al uitgegeven, dus hij kan niet worden terugbetaald.',
  [RefundCode.ALREADY_CREDITED]: 'De munten van deze bestelling zijn al bijgeschreven.',
  [RefundCode.REFUND_FAILED]:
    'De betaalprovider kon de terugbetaling niet uitvoeren. Probeer het later opnieuw.',
  [RefundCode.NOTE_REQUIRED]: 'Schrijf een opmerking voor de gebruiker.',
  [RefundCode.DECISION_NOT_FOR_CATEGORY]:
    'Munten kunnen alleen worden bijgeschreven bij een melding ‘Munten niet bijgeschreven’.',

  [SocialCode.CANNOT_ADD_SELF]: 'Je kunt jezelf niet als vriend toevoegen.',
  [SocialCode.ALREADY_FRIENDS]: 'Jullie zijn al vrienden.',
  [SocialCode.PRICE_CHANGED]: 'De prijs is gewijzigd. Controleer hem en probeer het opnieuw.',
  [SocialCode.REQUEST_NOT_FOUND]: 'Dit vriendschapsverzoek bestaat niet meer.',
  [SocialCode.NOT_FRIENDS]: 'Je bent niet bevriend met deze gebruiker. Voeg diegene eerst toe als vriend.',
  [SocialCode.USER_NOT_FOUND]: 'Deze gebruiker bestaat niet.',
  [SocialCode.REPLY_NEEDED]:
    'Je kunt meer berichten sturen zodra diegene antwoordt of je vriendschapsverzoek accepteert.',
  [SocialCode.SAY_HI_LIMIT]: 'Je dagelijkse gratis ‘zeg hoi’-berichten zijn op. Kom morgen terug.',
  [SocialCode.IMAGE_NEEDS_REPLY]: "Je kunt foto's sturen zodra diegene je heeft geantwoord.",
  [SocialCode.INAPPROPRIATE_LANGUAGE]: 'Je bericht is geblokkeerd vanwege ongepast taalgebruik.',
  [SocialCode.MESSAGE_ID_REUSED]: 'Deze bericht-ID is al gebruikt voor een ander bericht.',
  [SocialCode.IMAGE_INVALID]: 'Deze foto kan niet worden verstuurd. Kies een andere.',
  [SocialCode.CANNOT_MESSAGE_SELF]: 'Je kunt jezelf geen berichten sturen.',
  [SocialCode.FRIEND_ONLINE_NOTIFY_LIMIT]:
    'De limiet voor online-meldingen van vrienden is bereikt. Probeer het morgen opnieuw.',
  [SocialCode.USER_UNAVAILABLE]: 'Deze gebruiker is niet beschikbaar.',
  [SocialCode.YOU_BLOCKED_USER]: 'Je hebt deze gebruiker geblokkeerd. Deblokkeer diegene om verder te gaan.',
  [SocialCode.CANNOT_BLOCK_SELF]: 'Je kunt jezelf niet blokkeren.',
  [SocialCode.CANNOT_REPORT_SELF]: 'Je kunt jezelf niet melden.',
  [SocialCode.REPORT_TEXT_TOO_LONG]: 'De extra informatie mag maximaal 200 tekens lang zijn.',
  [SocialCode.REPORT_NOT_FOUND]: 'Deze melding bestaat niet.',
  [SocialCode.REPORT_ALREADY_RESOLVED]: 'Deze melding is al afgehandeld.',

  [MatchCode.QUOTA_USED]: 'Je hebt je dagelijkse kans op een ontmoeting gebruikt. Kom morgen terug.',
  [MatchCode.DAILY_LIMIT]:
    'Je hebt de matchlimiet voor vandaag bereikt. Ontmoet in plaats daarvan mensen via de livecam op de homepagina.',
  [MatchCode.MATCH_GONE]: 'Deze match is niet meer beschikbaar.',
  [MatchCode.IN_CALL]: 'Je bent in gesprek. Hang op voordat je begint met matchen.',
  [MatchCode.PRICE_CHANGED]: 'De prijs is gewijzigd. Controleer hem en probeer het opnieuw.',
  [MatchCode.PROFILE_INCOMPLETE]: 'Vul je profiel aan voordat je gaat matchen.',

  [CallCode.CALL_NOT_FOUND]: 'Dit gesprek is beëindigd.',
  [CallCode.NOT_IN_CALL]: 'Je maakt geen deel uit van dit gesprek.',
  [CallCode.PEER_OFFLINE]: 'Deze gebruiker is nu offline.',
  [CallCode.PEER_BUSY]: 'Deze gebruiker is in een ander gesprek. Probeer het later opnieuw.',
  [CallCode.CANNOT_CALL_SELF]: 'Je kunt jezelf niet bellen.',
  [CallCode.FRIENDS_ONLY]: 'Deze gebruiker neemt alleen videogesprekken van vrienden aan.',
  [CallCode.NOT_FRIENDS]: 'Je kunt hier alleen je vrienden videobellen.',
  [CallCode.ALREADY_IN_CALL]: 'Je bent al in een ander gesprek.',
  [CallCode.CONNECTION_FAILED]: 'Sorry, het gesprek kon niet worden verbonden',
  [CallCode.NOT_A_HOST]: 'Alleen hosts kunnen gespreksprijzen instellen.',
  [CallCode.NOT_YOUR_ACTION]: 'Deze actie hoort bij de andere kant van het gesprek.',
  [CallCode.IN_OTHER_TAB]: 'Dit gesprek loopt in een ander tabblad.',
  [CallCode.CALLER_INVITE_LIMIT]:
    'Je hebt dit uur al veel uitnodigingen verstuurd. Probeer het later opnieuw.',
  [CallCode.HOST_INVITE_LIMIT]:
    'Deze host is net meerdere keren uitgenodigd. Probeer het over een minuut opnieuw.',

  [RewardCode.ALREADY_CHECKED_IN]: 'Sorry, je hebt vandaag al ingecheckt. Kom morgen terug.',
  [RewardCode.DEVICE_CHECKED_IN]:
    'Sorry, op dit apparaat is vandaag al ingecheckt met een ander account. Kom morgen terug.',
  [RewardCode.FIRST_WEEK_ENDED]: 'Sorry, de bonus voor de eerste week van nieuwe leden is afgelopen',
  [RewardCode.ALREADY_CLAIMED]: 'Je hebt deze beloning al geclaimd.',
  [RewardCode.DEVICE_CLAIMED]: 'Deze beloning is op dit apparaat al geclaimd met een ander account.',
  [RewardCode.NOT_NEW_USER]: 'Deze aanbieding is alleen voor nieuwe leden.',
  [RewardCode.DEVICE_BANNED]: 'Beloningen voor nieuwe leden zijn niet beschikbaar op dit apparaat.',
  [RewardCode.TASK_NOT_FOUND]: 'Deze taak bestaat niet.',
  [RewardCode.TASK_NOT_DONE]: 'Rond eerst de taak af en claim dan de beloning.',
  [RewardCode.NO_SPINS]: 'Je hebt geen draaibeurten meer. Voltooi taken om er meer te verdienen.',
  [RewardCode.WHEEL_CLOSED]: 'Het geluksrad is nu niet beschikbaar.',
  [PushCode.NOT_ENABLED]: 'Zet eerst meldingen aan en claim dan je munten.',
  [PushCode.NOT_INSTALLED]: 'Open Mingle vanaf je beginscherm om deze munten te claimen.',
  [PushCode.BAD_ENDPOINT]: 'Deze browser gaf een pushadres dat we niet kunnen gebruiken.',

  [DiscoverCode.CANNOT_LIKE_SELF]: 'Je kunt jezelf niet liken.',

  [HostCode.REQUIREMENTS_NOT_MET]:
    'Je voldoet nog niet aan de voorwaarden om host te worden: een goedgekeurde foto, een volledig profiel en 18 jaar of ouder.',
  [HostCode.ALREADY_HOST]: 'Je bent al host.',
  [HostCode.APPLICATION_PENDING]: 'Je hostaanvraag wordt beoordeeld.',
  [HostCode.REAPPLY_TOO_SOON]: 'Je aanvraag is onlangs afgewezen. Je kunt later opnieuw een aanvraag doen.',
  [HostCode.APPLICATION_NOT_FOUND]: 'Deze hostaanvraag bestaat niet.',
  [HostCode.APPLICATION_DECIDED]: 'Over deze hostaanvraag is al beslist.',
  [HostCode.PRICE_OUT_OF_BOUNDS]:
    'Deze prijs valt buiten het bereik dat hosts mogen instellen. Kies een prijs binnen de grenzen.',
  [HostCode.PAYOUT_BELOW_MINIMUM]: 'Een uitbetalingsverzoek moet minstens het minimumaantal punten bevatten.',
  [HostCode.PAYOUT_OVER_AVAILABLE]: 'Je kunt niet meer punten aanvragen dan je beschikbaar hebt.',
  [HostCode.PAYOUT_NOT_FOUND]: 'Dit uitbetalingsverzoek bestaat niet.',
  [HostCode.PAYOUT_DECIDED]: 'Dit uitbetalingsverzoek is al afgehandeld.',
  [HostCode.BOUNDS_INVALID]: 'Een minimumprijs kan niet hoger zijn dan de bijbehorende maximumprijs.',
  [HostCode.HOSTS_ONLY]: 'Dit is alleen voor hosts.',
  [HostCode.REASON_REQUIRED]: 'Geef een reden op.',

  [GiftCode.GIFT_SELF]: 'Je kunt jezelf geen cadeau sturen.',
  [GiftCode.GIFT_UNAVAILABLE]: 'Dit cadeau is niet beschikbaar.',
  [GiftCode.NOT_IN_CALL]: 'Dit gesprek is beëindigd; het cadeau is niet verstuurd.',
  [GiftCode.BACKPACK_EMPTY]: 'Je hebt geen exemplaren van dit cadeau meer in je rugzak.',
  [GiftCode.SEND_KEY_REUSED]: 'Dit verzoek is al gebruikt voor een ander cadeau.',
  [GiftCode.GIFT_NOT_FOUND]: 'Dit cadeau bestaat niet.',
  [TranslationCode.DAILY_LIMIT]:
    'Je hebt de dagelijkse vertaallimiet bereikt. Koop een willekeurig muntenpakket voor onbeperkt vertalen, of kom morgen terug.',
  [TranslationCode.PAIR_UNAVAILABLE]: 'Voor deze taal is geen vertaling beschikbaar.',
  [TranslationCode.MESSAGE_NOT_FOUND]: 'Dit bericht kan niet worden vertaald.',
  [TranslationCode.ENGINE_FAILED]: 'Het vertalen is deze keer niet gelukt. Probeer het opnieuw.',
};
