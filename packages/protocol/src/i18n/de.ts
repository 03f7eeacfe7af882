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

/** German texts of every answer code (informal "du", as the web app speaks). */
export const codeTexts: CodeTexts = {
  [Code.OK]: 'OK',
  [Code.LOGIN_AGAIN]: 'Informationen konnten nicht abgerufen werden, bitte melde dich erneut an.',
  [Code.SESSION_EXPIRED]:
    'Dein Konto war auf einem anderen Gerät aktiv. Bitte ändere dein Passwort, wenn du das nicht warst.',
  [Code.ACCOUNT_GONE]: 'Informationen konnten nicht abgerufen werden, bitte melde dich erneut an.',
  [Code.BANNED_ACCOUNT]: 'Dein Konto wurde für 48 Stunden gesperrt.',
  [Code.BANNED_DEVICE]: 'Dieses Gerät wurde für 48 Stunden gesperrt.',
  [Code.BANNED_ACCOUNT_AND_DEVICE]: 'Anmeldung fehlgeschlagen, Konto und Gerät wurden gesperrt',
  [Code.DATA_INVALID]: 'Ungültige Daten',
  [Code.INTERNAL]: 'Etwas ist schiefgelaufen. Das tut uns leid. Bitte versuche es später noch einmal',
  [Code.VALIDATION]: 'Ungültige Anfrage',
  [Code.BAD_SIGN]: 'Ungültige Signatur der Anfrage',
  [Code.REQUEST_EXPIRED]: 'Die Anfrage ist abgelaufen, bitte prüfe die Uhrzeit deines Geräts',
  [Code.REPLAYED]: 'Diese Anfrage ist bereits eingegangen',
  [Code.LOGIN_REQUIRED]: 'Nicht angemeldet',
  [Code.FORBIDDEN]: 'Das darfst du nicht tun',
  [Code.NOT_FOUND]: 'Nicht gefunden',
  [Code.TOO_MANY_REQUESTS]: 'Zu viele Versuche, bitte versuche es später noch einmal',

  [AccountCode.EMAIL_INVALID]: 'Bitte gib eine korrekte E-Mail-Adresse ein',
  [AccountCode.PASSWORD_LENGTH]: 'Das Passwort muss 6 bis 16 Zeichen lang sein',
  [AccountCode.PASSWORD_TOO_COMMON]: 'Dieses Passwort ist zu verbreitet. Bitte wähle ein anderes.',
  [AccountCode.EMAIL_TAKEN]: 'Diese E-Mail-Adresse wird bereits verwendet.',
  [AccountCode.EMAIL_REGISTRATION_CLOSED]:
    'Die Registrierung per E-Mail ist leider geschlossen. Bitte melde dich auf andere Weise an.',
  [AccountCode.ACCOUNT_NOT_FOUND]: 'Dieses Konto existiert nicht',
  [AccountCode.LOGIN_FAILED]: 'E-Mail oder Passwort ist falsch.',
  [AccountCode.EMAIL_ALREADY_VERIFIED]: 'Diese E-Mail-Adresse ist bereits bestätigt.',
  [AccountCode.CODE_WRONG]: 'Der Bestätigungscode ist falsch.',
  [AccountCode.CODE_EXPIRED]: 'Der Bestätigungscode ist abgelaufen. Bitte fordere einen neuen an.',
  [AccountCode.RESET_TIMED_OUT]: 'Die Zeit für das Zurücksetzen ist abgelaufen',
  [AccountCode.EMAIL_SAME_AS_CURRENT]: 'Die neue E-Mail-Adresse muss sich von der aktuellen unterscheiden.',
  [AccountCode.RELINK_LOCKED]:
    'Dies wurde kürzlich von einem anderen Konto getrennt. Es kann in 7 Tagen wieder verknüpft werden.',
  [AccountCode.LINK_INVALID]: 'Dieser Link ist ungültig oder abgelaufen.',

  [AccountCode.PHONE_INVALID]: 'Bitte gib eine gültige Handynummer ein',
  [AccountCode.TOO_MANY_CODE_REQUESTS]: 'Zu viele Code-Anfragen. Bitte versuche es später noch einmal.',
  [AccountCode.DAILY_LIMIT_REACHED]: 'Du hast das Tageslimit erreicht. Bitte versuche es morgen wieder.',
  [AccountCode.TOO_MANY_CODE_ERRORS]: 'Zu viele Fehler. Bitte fordere einen neuen Code an.',
  [AccountCode.WRONG_PASSWORD]: 'Falsches Passwort.',
  [AccountCode.TOO_MANY_WRONG_PASSWORDS]:
    'Zu viele falsche Passwörter. Bitte versuche es später noch einmal.',
  [AccountCode.PHONE_REGISTRATION_DISABLED]: 'Die Registrierung mit einer Handynummer ist deaktiviert.',
  [AccountCode.PHONE_COUNTRY_UNAVAILABLE]:
    'Die Registrierung mit Handynummer ist in deinem Land bzw. deiner Region leider nicht verfügbar. Bitte melde dich auf andere Weise an.',
  [AccountCode.PHONE_PASSWORD_LENGTH]: 'Das Passwort muss mindestens 8 Zeichen lang sein',
  [AccountCode.PHONE_NOT_BOUND]: 'Bitte verknüpfe zuerst eine Handynummer mit deinem Konto.',

  [AccountCode.SOCIAL_PERMISSION_DECLINED]:
    'Die Anmeldung wurde abgebrochen. Bitte erlaube Mingle, dein Konto für die Anmeldung zu verwenden, oder wähle einen anderen Weg.',
  [AccountCode.SOCIAL_PROVIDER_OFF]: 'Diese Anmeldemethode ist nicht verfügbar.',
  [AccountCode.SOCIAL_SIGN_IN_FAILED]: 'Die Anmeldung ist fehlgeschlagen. Bitte versuche es noch einmal.',

  [AccountCode.NAME_FORBIDDEN_CHARACTERS]: 'Dein Name enthält unzulässige Zeichen.',
  [AccountCode.NAME_SENSITIVE_WORDS]: 'Spitznamen enthalten anstößige Wörter',
  [AccountCode.CONTENT_SENSITIVE_WORDS]:
    'Der eingereichte Inhalt enthält anstößige Wörter. Bitte bearbeite ihn und sende ihn erneut!',
  [AccountCode.CANNOT_CHANGE_AFTER_SELECTION]: 'Kann nach der Auswahl nicht mehr geändert werden',
  [AccountCode.UNDERAGE]: 'Du musst mindestens 18 Jahre alt sein, um Mingle zu nutzen.',
  [AccountCode.TOO_MANY_INTERESTS]: 'Wähle bis zu 5 Interessen.',
  [AccountCode.TOO_MANY_LANGUAGES]: 'Wähle bis zu 3 Sprachen.',
  [AccountCode.IMAGE_TOO_LARGE]: 'Die Bildgröße ist auf 5 MB begrenzt',
  [AccountCode.UNSUPPORTED_FORMAT]: 'Dieses Dateiformat wird nicht unterstützt.',
  [AccountCode.MEDIA_NOT_FOUND]: 'Dieses Foto oder Video existiert nicht.',
  [AccountCode.PROFILE_INCOMPLETE]: 'Bitte vervollständige zuerst dein Profil.',
  [AccountCode.BIRTHDAY_CHANGE_USED]: 'Dein Geburtstag kann nur einmal geändert werden.',
  [AccountCode.IMAGE_DIMENSIONS_TOO_LARGE]: 'Das Bild ist zu breit oder zu hoch. Bitte wähle ein kleineres.',
  [AccountCode.IMAGE_UNREADABLE]: 'Dieses Bild konnte nicht gelesen werden. Bitte wähle ein anderes.',
  [AccountCode.VIDEO_TOO_LARGE]: 'Die Videogröße ist auf 50 MB begrenzt',
  [AccountCode.ALBUM_FULL]: 'Dein Album ist voll. Lösche ein Foto, um ein neues hinzuzufügen.',
  [AccountCode.VIDEOS_PENDING_LIMIT]:
    'Bitte warte, bis deine Videos geprüft wurden, bevor du ein weiteres hochlädst.',
  [AccountCode.PHONE_SAME_AS_CURRENT]: 'Die neue Nummer muss sich von der aktuellen unterscheiden.',
  [AccountCode.TERMS_VERSION_OUTDATED]:
    'Die Nutzungsbedingungen haben sich geändert. Bitte lies und akzeptiere die aktuelle Fassung.',
  [AccountCode.PHONE_TAKEN]: 'Diese Nummer wird bereits verwendet.',
  [AccountCode.ACCOUNT_SUSPENDED]: 'Dein Konto ist vorübergehend gesperrt. Bitte wende dich an den Support.',

  [WalletCode.INSUFFICIENT_BALANCE]: 'Guthaben reicht nicht aus',
  [WalletCode.IDEMPOTENCY_CONFLICT]: 'Diese Anfrage wurde bereits mit anderen Angaben gestellt.',
  [WalletCode.HOLD_NOT_FOUND]: 'Diese Reservierung existiert nicht.',
  [WalletCode.HOLD_NOT_PENDING]: 'Diese Reservierung wurde bereits abgerechnet oder freigegeben.',
  [WalletCode.MOVEMENT_NOT_FOUND]: 'Diese Buchung existiert nicht.',
  [WalletCode.ALREADY_REVERSED]: 'Diese Buchung wurde bereits storniert.',
  [WalletCode.NOT_REVERSIBLE]: 'Eine Stornierung kann nicht storniert werden.',
  [WalletCode.INVALID_AMOUNT]: 'Der Betrag muss eine positive ganze Zahl sein.',

  [PaymentCode.PURCHASE_FAILED]:
    'Der Kauf ist fehlgeschlagen. Bitte versuche es noch einmal oder wähle eine andere Zahlungsmethode.',
  [PaymentCode.VERIFICATION_FAILED]: 'Der Kauf konnte nicht bestätigt werden. Bitte versuche es noch einmal.',
  [PaymentCode.PAYMENT_INFO_INCORRECT]:
    'Die Zahlungsdaten sind nicht korrekt. Bitte prüfe sie und versuche es erneut.',
  [PaymentCode.UNSUBSCRIBE_FAILED]: 'Die Kündigung ist fehlgeschlagen. Bitte versuche es später noch einmal.',
  [PaymentCode.PACKAGE_NOT_FOUND]: 'Dieses Münzpaket ist nicht verfügbar.',
  [PaymentCode.OFFER_EXPIRED]: 'Dieses Angebot ist abgelaufen.',
  [PaymentCode.METHOD_UNAVAILABLE]: 'Diese Zahlungsmethode ist nicht verfügbar.',
  [PaymentCode.ORDER_NOT_FOUND]: 'Diese Bestellung existiert nicht.',
  [PaymentCode.ORDER_ID_EMPTY]: 'Die Bestellnummer darf nicht leer sein',
  [PaymentCode.ALREADY_SUBSCRIBED]:
    'Du hast bereits ein Abo. Ein neues kannst du abschließen, wenn es abgelaufen ist.',
  [PaymentCode.NO_SUBSCRIPTION]: 'Du hast kein aktives Abo.',
  [PaymentCode.CARD_NOT_FOUND]: 'Diese Karte ist nicht in deinem Konto gespeichert.',
  [PaymentCode.WEBHOOK_REJECTED]: 'Webhook abgelehnt',
  [PaymentCode.PROVIDER_UNKNOWN]: 'Unbekannter Zahlungsanbieter',
  [PaymentCode.ORDER_IN_PROGRESS]:
    'Deine Bestellung wird noch angelegt. Bitte versuche es gleich noch einmal.',

  [CardCode.NAME_REQUIRED]: 'Bitte gib deinen vollständigen Namen ein',
  [CardCode.EMAIL_INVALID]: 'Bitte gib eine korrekte E-Mail-Adresse ein',
  [CardCode.MOBILE_INVALID]: 'Bitte gib eine gültige Handynummer ein',
  [CardCode.CARD_EXPIRED]: 'Diese Karte ist abgelaufen. Bitte verwende eine andere Karte.',
  [CardCode.TOO_MANY_CARDS]: 'Du kannst bis zu 5 Karten speichern. Bitte lösche zuerst eine.',
  [CardCode.NOT_FOUND]: 'Diese Karte ist nicht in deinem Konto gespeichert.',

  [RefundCode.WRONG_CAPTCHA]: 'Falsches Captcha, bitte versuche es erneut.',
  [RefundCode.ORDER_NOT_FOUND]:
    'Wir konnten diese Bestellung in deinem Konto nicht finden. Bitte prüfe die Bestellnummer.',
  [RefundCode.ORDER_NOT_PAID]: 'Diese Bestellung wurde nicht bezahlt, es gibt also nichts zu erstatten.',
  [RefundCode.WINDOW_PASSED]: `Erstattungen können innerhalb von ${REFUND_WINDOW_DAYS} Tagen nach der Zahlung beantragt werden.`,
  [RefundCode.REPORT_OPEN]: 'Eine Meldung zu dieser Bestellung wird bereits bearbeitet.',
  [RefundCode.DESCRIPTION_REQUIRED]: 'Bitte beschreibe das Problem.',
  [RefundCode.PROOF_REQUIRED]: 'Bitte füge ein Bild als Nachweis hinzu.',
  [RefundCode.REPORT_NOT_FOUND]: 'Diese Meldung existiert nicht.',
  [RefundCode.ALREADY_DECIDED]: 'Über diese Meldung wurde bereits entschieden.',
  [RefundCode.COINS_SPENT]:
    'Die Münzen aus diesem Kauf wurden bereits ausgegeben, daher kann er nicht erstattet werden.',
  [RefundCode.ALREADY_CREDITED]: 'Die Münzen dieser Bestellung wurden bereits gutgeschrieben.',
  [RefundCode.REFUND_FAILED]:
    'Der Zahlungsanbieter konnte die Erstattung nicht durchführen. Bitte versuche es später noch einmal.',
  [RefundCode.NOTE_REQUIRED]: 'Bitte schreibe eine Notiz für die Person.',
  [RefundCode.DECISION_NOT_FOR_CATEGORY]:
    'Münzen können nur bei einer Meldung „Münzen nicht gutgeschrieben“ gutgeschrieben werden.',

  [SocialCode.CANNOT_ADD_SELF]: 'Du kannst dich nicht selbst als Freund hinzufügen.',
  [SocialCode.ALREADY_FRIENDS]: 'Ihr seid bereits befreundet.',
  [SocialCode.PRICE_CHANGED]: 'Der Preis hat sich geändert. Bitte prüfe ihn und versuche es erneut.',
  [SocialCode.REQUEST_NOT_FOUND]: 'Diese Freundschaftsanfrage gibt es nicht mehr.',
  [SocialCode.NOT_FRIENDS]: 'Ihr seid nicht befreundet. Füge die Person zuerst als Freund hinzu.',
  [SocialCode.USER_NOT_FOUND]: 'Diese Person existiert nicht.',
  [SocialCode.REPLY_NEEDED]:
    'Du kannst weitere Nachrichten senden, sobald die Person antwortet oder deine Freundschaftsanfrage annimmt.',
  [SocialCode.SAY_HI_LIMIT]: 'Dein tägliches kostenloses „Hallo sagen“ ist aufgebraucht. Komm morgen wieder.',
  [SocialCode.IMAGE_NEEDS_REPLY]: 'Du kannst Bilder senden, sobald die Person dir geantwortet hat.',
  [SocialCode.INAPPROPRIATE_LANGUAGE]: 'Deine Nachricht wurde wegen unangemessener Sprache blockiert.',
  [SocialCode.MESSAGE_ID_REUSED]: 'Diese Nachrichten-ID wurde bereits für eine andere Nachricht verwendet.',
  [SocialCode.IMAGE_INVALID]: 'Dieses Bild kann nicht gesendet werden. Bitte wähle ein anderes.',
  [SocialCode.CANNOT_MESSAGE_SELF]: 'Du kannst dir nicht selbst Nachrichten senden.',
  [SocialCode.FRIEND_ONLINE_NOTIFY_LIMIT]:
    'Das Limit für Online-Benachrichtigungen von Freunden ist erreicht. Bitte versuche es morgen wieder.',
  [SocialCode.USER_UNAVAILABLE]: 'Diese Person ist nicht verfügbar.',
  [SocialCode.YOU_BLOCKED_USER]: 'Du hast diese Person blockiert. Hebe die Blockierung auf, um fortzufahren.',
  [SocialCode.CANNOT_BLOCK_SELF]: 'Du kannst dich nicht selbst blockieren.',
  [SocialCode.CANNOT_REPORT_SELF]: 'Du kannst dich nicht selbst melden.',
  [SocialCode.REPORT_TEXT_TOO_LONG]: 'Die zusätzlichen Angaben sind auf 200 Zeichen begrenzt.',
  [SocialCode.REPORT_NOT_FOUND]: 'Diese Meldung existiert nicht.',
  [SocialCode.REPORT_ALREADY_RESOLVED]: 'Diese Meldung wurde bereits bearbeitet.',

  [MatchCode.QUOTA_USED]: 'Du hast deine tägliche Chance auf ein Treffen genutzt. Bitte komm morgen wieder.',
  [MatchCode.DAILY_LIMIT]:
    'Du hast das Limit für Matches für heute erreicht. Triff stattdessen Menschen auf der Live-Kamera-Startseite.',
  [MatchCode.MATCH_GONE]: 'Dieses Match ist nicht mehr verfügbar.',
  [MatchCode.IN_CALL]: 'Du bist in einem Anruf. Lege auf, bevor du mit der Suche beginnst.',
  [MatchCode.PRICE_CHANGED]: 'Der Preis hat sich geändert. Bitte prüfe ihn und versuche es erneut.',
  [MatchCode.PROFILE_INCOMPLETE]: 'Bitte vervollständige dein Profil, bevor du die Suche startest.',

  [CallCode.CALL_NOT_FOUND]: 'Dieser Anruf ist beendet.',
  [CallCode.NOT_IN_CALL]: 'Du bist nicht Teil dieses Anrufs.',
  [CallCode.PEER_OFFLINE]: 'Diese Person ist gerade offline.',
  [CallCode.PEER_BUSY]: 'Diese Person ist in einem anderen Anruf. Bitte versuche es später erneut.',
  [CallCode.CANNOT_CALL_SELF]: 'Du kannst dich nicht selbst anrufen.',
  [CallCode.FRIENDS_ONLY]: 'Diese Person nimmt Videoanrufe nur von Freunden an.',
  [CallCode.NOT_FRIENDS]: 'Hier kannst du nur deine Freunde per Video anrufen.',
  [CallCode.ALREADY_IN_CALL]: 'Du bist bereits in einem anderen Anruf.',
  [CallCode.CONNECTION_FAILED]: 'Leider konnte der Anruf nicht verbunden werden',
  [CallCode.NOT_A_HOST]: 'Nur Hosts können Anrufpreise festlegen.',
  [CallCode.NOT_YOUR_ACTION]: 'Diese Aktion gehört zur anderen Seite des Anrufs.',
  [CallCode.IN_OTHER_TAB]: 'Dieser Anruf läuft in einem anderen Tab.',
  [CallCode.CALLER_INVITE_LIMIT]:
    'Du hast in dieser Stunde schon viele Einladungen verschickt. Bitte versuche es später noch einmal.',
  [CallCode.HOST_INVITE_LIMIT]:
    'Dieser Host wurde gerade mehrmals eingeladen. Bitte versuche es in einer Minute noch einmal.',

  [RewardCode.ALREADY_CHECKED_IN]: 'Du hast heute leider schon eingecheckt. Bitte komm morgen wieder.',
  [RewardCode.DEVICE_CHECKED_IN]:
    'Auf diesem Gerät wurde heute leider schon mit einem anderen Konto eingecheckt. Bitte komm morgen wieder.',
  [RewardCode.FIRST_WEEK_ENDED]: 'Der Bonus für die erste Woche neuer Mitglieder ist leider vorbei',
  [RewardCode.ALREADY_CLAIMED]: 'Du hast diese Belohnung bereits abgeholt.',
  [RewardCode.DEVICE_CLAIMED]:
    'Diese Belohnung wurde auf diesem Gerät bereits mit einem anderen Konto abgeholt.',
  [RewardCode.NOT_NEW_USER]: 'Dieses Angebot gilt nur für neue Mitglieder.',
  [RewardCode.DEVICE_BANNED]: 'Belohnungen für neue Mitglieder sind auf diesem Gerät nicht verfügbar.',
  [RewardCode.TASK_NOT_FOUND]: 'Diese Aufgabe gibt es nicht.',
  [RewardCode.TASK_NOT_DONE]: 'Erledige zuerst die Aufgabe, dann hol dir die Belohnung.',
  [RewardCode.NO_SPINS]: 'Du hast keine Drehungen mehr. Erledige Aufgaben, um neue zu verdienen.',
  [RewardCode.WHEEL_CLOSED]: 'Das Glücksrad ist gerade nicht verfügbar.',
  [PushCode.NOT_ENABLED]: 'Schalte zuerst die Benachrichtigungen ein und hol dir dann deine Münzen.',
  [PushCode.NOT_INSTALLED]: 'Öffne Mingle von deinem Startbildschirm, um diese Münzen zu bekommen.',
  [PushCode.BAD_ENDPOINT]: 'Dieser Browser hat eine Push-Adresse geliefert, die wir nicht verwenden können.',

  [DiscoverCode.CANNOT_LIKE_SELF]: 'Du kannst dich nicht selbst liken.',

  [HostCode.REQUIREMENTS_NOT_MET]:
    'Du erfüllst die Voraussetzungen für Hosts noch nicht: ein freigegebenes Foto, ein vollständiges Profil und mindestens 18 Jahre.',
  [HostCode.ALREADY_HOST]: 'Du bist bereits Host.',
  [HostCode.APPLICATION_PENDING]: 'Deine Host-Bewerbung wird geprüft.',
  [HostCode.REAPPLY_TOO_SOON]:
    'Deine Bewerbung wurde kürzlich abgelehnt. Du kannst dich später erneut bewerben.',
  [HostCode.APPLICATION_NOT_FOUND]: 'Diese Host-Bewerbung gibt es nicht.',
  [HostCode.APPLICATION_DECIDED]: 'Über diese Host-Bewerbung wurde bereits entschieden.',
  [HostCode.PRICE_OUT_OF_BOUNDS]:
    'Dieser Preis liegt außerhalb des Bereichs, den Hosts festlegen dürfen. Bitte wähle einen Preis innerhalb der Grenzen.',
  [HostCode.PAYOUT_BELOW_MINIMUM]: 'Eine Auszahlung muss mindestens die Mindestanzahl an Punkten umfassen.',
  [HostCode.PAYOUT_OVER_AVAILABLE]: 'Du kannst nicht mehr Punkte anfordern, als dir zur Verfügung stehen.',
  [HostCode.PAYOUT_NOT_FOUND]: 'Diese Auszahlungsanfrage gibt es nicht.',
  [HostCode.PAYOUT_DECIDED]: 'Diese Auszahlungsanfrage wurde bereits bearbeitet.',
  [HostCode.BOUNDS_INVALID]: 'Ein Mindestpreis darf nicht über seinem Höchstpreis liegen.',
  [HostCode.HOSTS_ONLY]: 'Das ist nur für Hosts.',
  [HostCode.REASON_REQUIRED]: 'Bitte gib einen Grund an.',

  [GiftCode.GIFT_SELF]: 'Du kannst dir nicht selbst ein Geschenk senden.',
  [GiftCode.GIFT_UNAVAILABLE]: 'Dieses Geschenk ist nicht verfügbar.',
  [GiftCode.NOT_IN_CALL]: 'Dieser Anruf ist beendet; das Geschenk wurde nicht gesendet.',
  [GiftCode.BACKPACK_EMPTY]: 'Von diesem Geschenk hast du keins mehr in deinem Rucksack.',
  [GiftCode.SEND_KEY_REUSED]: 'Diese Anfrage wurde bereits für ein anderes Geschenk verwendet.',
  [GiftCode.GIFT_NOT_FOUND]: 'Dieses Geschenk gibt es nicht.',
  [TranslationCode.DAILY_LIMIT]:
    'Du hast das tägliche Übersetzungslimit erreicht. Kauf ein beliebiges Münzpaket für unbegrenzte Übersetzungen oder komm morgen wieder.',
  [TranslationCode.PAIR_UNAVAILABLE]: 'Für diese Sprache ist keine Übersetzung verfügbar.',
  [TranslationCode.MESSAGE_NOT_FOUND]: 'Diese Nachricht kann nicht übersetzt werden.',
  [TranslationCode.ENGINE_FAILED]:
    'Die Übersetzung hat diesmal nicht geklappt. Bitte versuche es noch einmal.',
};
