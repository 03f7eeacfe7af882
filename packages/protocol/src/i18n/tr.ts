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

/** Turkish texts of every answer code (informal "sen", as the web app speaks). */
export const codeTexts: CodeTexts = {
  [Code.OK]: 'Tamam',
  [Code.LOGIN_AGAIN]: 'Bilgiler alınamadı, lütfen tekrar giriş yap.',
  [Code.SESSION_EXPIRED]: 'Hesabın başka bir cihazda etkindi. Bu sen değilsen lütfen şifreni değiştir.',
  [Code.ACCOUNT_GONE]: 'Bilgiler alınamadı, lütfen tekrar giriş yap.',
  [Code.BANNED_ACCOUNT]: 'Hesabın 48 saatliğine yasaklandı.',
  [Code.BANNED_DEVICE]: 'Bu cihaz 48 saatliğine yasaklandı.',
  [Code.BANNED_ACCOUNT_AND_DEVICE]: 'Giriş başarısız, hesap ve cihaz yasaklandı',
  [Code.DATA_INVALID]: 'Geçersiz veri',
  [Code.INTERNAL]: 'Bir şeyler ters gitti. Özür dileriz. Lütfen daha sonra tekrar dene',
  [Code.VALIDATION]: 'Geçersiz istek',
  [Code.BAD_SIGN]: 'Geçersiz istek imzası',
  [Code.REQUEST_EXPIRED]: 'İsteğin süresi doldu, lütfen cihazının saatini kontrol et',
  [Code.REPLAYED]: 'Bu istek zaten alındı',
  [Code.LOGIN_REQUIRED]: 'Giriş yapılmadı',
  [Code.FORBIDDEN]: 'Bunu yapmaya iznin yok',
  [Code.NOT_FOUND]: 'Bulunamadı',
  [Code.TOO_MANY_REQUESTS]: 'Çok fazla deneme, lütfen daha sonra tekrar dene',

  [AccountCode.EMAIL_INVALID]: 'Lütfen doğru bir e-posta adresi gir',
  [AccountCode.PASSWORD_LENGTH]: 'Şifre 6 ile 16 karakter arasında olmalı',
  [AccountCode.PASSWORD_TOO_COMMON]: 'Bu şifre çok yaygın. Lütfen başka bir şifre seç.',
  [AccountCode.EMAIL_TAKEN]: 'Bu e-posta adresi zaten kullanılıyor.',
  [AccountCode.EMAIL_REGISTRATION_CLOSED]:
    'Üzgünüz, e-postayla kayıt kapatıldı. Lütfen başka bir yolla giriş yap.',
  [AccountCode.ACCOUNT_NOT_FOUND]: 'Hesap mevcut değil',
  [AccountCode.LOGIN_FAILED]: 'E-posta veya şifre hatalı.',
  [AccountCode.EMAIL_ALREADY_VERIFIED]: 'Bu e-posta adresi zaten doğrulandı.',
  [AccountCode.CODE_WRONG]: 'Doğrulama kodu hatalı.',
  [AccountCode.CODE_EXPIRED]: 'Doğrulama kodunun süresi doldu. Lütfen yeni bir kod iste.',
  [AccountCode.RESET_TIMED_OUT]: 'Sıfırlama süresi doldu',
  [AccountCode.EMAIL_SAME_AS_CURRENT]: 'Yeni e-posta adresi mevcut adresten farklı olmalı.',
  [AccountCode.RELINK_LOCKED]:
    'Bu, kısa süre önce başka bir hesaptan ayrıldı. 7 gün sonra yeniden bağlanabilir.',
  [AccountCode.LINK_INVALID]: 'Bu bağlantı geçersiz ya da süresi dolmuş.',

  [AccountCode.PHONE_INVALID]: 'Lütfen geçerli bir cep telefonu numarası gir',
  [AccountCode.TOO_MANY_CODE_REQUESTS]: 'Çok fazla kod isteği. Lütfen daha sonra tekrar dene.',
  [AccountCode.DAILY_LIMIT_REACHED]: 'Günlük sınıra ulaştın. Lütfen yarın tekrar dene.',
  [AccountCode.TOO_MANY_CODE_ERRORS]: 'Çok fazla hata. Lütfen yeni bir kod iste.',
  [AccountCode.WRONG_PASSWORD]: 'Yanlış şifre.',
  [AccountCode.TOO_MANY_WRONG_PASSWORDS]: 'Çok fazla yanlış şifre. Lütfen daha sonra tekrar dene.',
  [AccountCode.PHONE_REGISTRATION_DISABLED]: 'Telefon numarasıyla kayıt devre dışı.',
  [AccountCode.PHONE_COUNTRY_UNAVAILABLE]:
    'Üzgünüz, telefon numarasıyla kayıt ülkende/bölgende kullanılamıyor. Lütfen başka bir yolla giriş yap.',
  [AccountCode.PHONE_PASSWORD_LENGTH]: 'Şifre en az 8 karakter olmalı',
  [AccountCode.PHONE_NOT_BOUND]: 'Lütfen önce hesabına bir cep telefonu numarası bağla.',

  [AccountCode.SOCIAL_PERMISSION_DECLINED]:
    "Giriş iptal edildi. Giriş için Mingle'ın hesabını kullanmasına izin ver ya da başka bir yol seç.",
  [AccountCode.SOCIAL_PROVIDER_OFF]: 'Bu giriş yöntemi kullanılamıyor.',
  [AccountCode.SOCIAL_SIGN_IN_FAILED]: 'Giriş başarısız. Lütfen tekrar dene.',

  [AccountCode.NAME_FORBIDDEN_CHARACTERS]: 'Adın izin verilmeyen karakterler içeriyor.',
  [AccountCode.NAME_SENSITIVE_WORDS]: 'Takma ad uygunsuz kelimeler içeriyor',
  [AccountCode.CONTENT_SENSITIVE_WORDS]:
    'Gönderdiğin içerik uygunsuz kelimeler içeriyor. Lütfen düzenleyip tekrar gönder!',
  [AccountCode.CANNOT_CHANGE_AFTER_SELECTION]: 'Seçildikten sonra değiştirilemez',
  [AccountCode.UNDERAGE]: "Mingle'ı kullanmak için 18 yaşında veya daha büyük olmalısın.",
  [AccountCode.TOO_MANY_INTERESTS]: 'En fazla 5 ilgi alanı seç.',
  [AccountCode.TOO_MANY_LANGUAGES]: 'En fazla 3 dil seç.',
  [AccountCode.IMAGE_TOO_LARGE]: 'Görsel boyutu 5 MB ile sınırlıdır',
  [AccountCode.UNSUPPORTED_FORMAT]: 'Bu dosya biçimi desteklenmiyor.',
  [AccountCode.MEDIA_NOT_FOUND]: 'Bu fotoğraf veya video mevcut değil.',
  [AccountCode.PROFILE_INCOMPLETE]: 'Lütfen önce profilini tamamla.',
  [AccountCode.BIRTHDAY_CHANGE_USED]: 'Doğum günün yalnızca bir kez değiştirilebilir.',
  [AccountCode.IMAGE_DIMENSIONS_TOO_LARGE]:
    'Görselin genişliği veya yüksekliği çok büyük. Lütfen daha küçük bir görsel seç.',
  [AccountCode.IMAGE_UNREADABLE]: 'Bu görsel okunamadı. Lütfen başka bir görsel seç.',
  [AccountCode.VIDEO_TOO_LARGE]: 'Video boyutu 50 MB ile sınırlıdır',
  [AccountCode.ALBUM_FULL]: 'Albümün dolu. Yeni bir fotoğraf eklemek için lütfen bir fotoğraf sil.',
  [AccountCode.VIDEOS_PENDING_LIMIT]:
    'Yeni bir video yüklemeden önce lütfen videolarının incelenmesini bekle.',
  [AccountCode.PHONE_SAME_AS_CURRENT]: 'Yeni numara mevcut numaradan farklı olmalı.',
  [AccountCode.TERMS_VERSION_OUTDATED]: 'Koşullar değişti. Lütfen güncel sürümü okuyup kabul et.',
  [AccountCode.PHONE_TAKEN]: 'Bu numara zaten kullanılıyor.',
  [AccountCode.ACCOUNT_SUSPENDED]: 'Hesabın askıya alındı. Lütfen destek ekibiyle iletişime geç.',

  [WalletCode.INSUFFICIENT_BALANCE]: 'Yetersiz bakiye',
  [WalletCode.IDEMPOTENCY_CONFLICT]: 'Bu istek daha önce farklı bilgilerle yapıldı.',
  [WalletCode.HOLD_NOT_FOUND]: 'Bu rezervasyon mevcut değil.',
  [WalletCode.HOLD_NOT_PENDING]: 'Bu rezervasyon zaten tahsil edildi ya da serbest bırakıldı.',
  [WalletCode.MOVEMENT_NOT_FOUND]: 'Bu işlem mevcut değil.',
  [WalletCode.ALREADY_REVERSED]: 'Bu işlem zaten geri alındı.',
  [WalletCode.NOT_REVERSIBLE]: 'Bir geri alma işlemi geri alınamaz.',
  [WalletCode.INVALID_AMOUNT]: 'Tutar pozitif bir tam sayı olmalı.',

  [PaymentCode.PURCHASE_FAILED]:
    'Satın alma başarısız. Lütfen tekrar dene ya da başka bir ödeme yöntemi seç.',
  [PaymentCode.VERIFICATION_FAILED]: 'Satın alma doğrulanamadı. Lütfen tekrar dene.',
  [PaymentCode.PAYMENT_INFO_INCORRECT]: 'Ödeme bilgileri hatalı. Lütfen kontrol edip tekrar dene.',
  [PaymentCode.UNSUBSCRIBE_FAILED]: 'Abonelik iptal edilemedi. Lütfen daha sonra tekrar dene.',
  [PaymentCode.PACKAGE_NOT_FOUND]: 'Bu jeton paketi mevcut değil.',
  [PaymentCode.OFFER_EXPIRED]: 'Bu teklif sona erdi.',
  [PaymentCode.METHOD_UNAVAILABLE]: 'Bu ödeme yöntemi kullanılamıyor.',
  [PaymentCode.ORDER_NOT_FOUND]: 'Bu sipariş mevcut değil.',
  [PaymentCode.ORDER_ID_EMPTY]: 'Sipariş numarası boş olamaz',
  [PaymentCode.ALREADY_SUBSCRIBED]:
    'Zaten bir aboneliğin var. Sona erdikten sonra yeniden abone olabilirsin.',
  [PaymentCode.NO_SUBSCRIPTION]: 'Etkin bir aboneliğin yok.',
  [PaymentCode.CARD_NOT_FOUND]: 'Bu kart hesabında kayıtlı değil.',
  [PaymentCode.WEBHOOK_REJECTED]: 'Webhook reddedildi',
  [PaymentCode.PROVIDER_UNKNOWN]: 'Bilinmeyen ödeme sağlayıcısı',
  [PaymentCode.ORDER_IN_PROGRESS]: 'Siparişin hâlâ hazırlanıyor. Lütfen birazdan tekrar dene.',

  [CardCode.NAME_REQUIRED]: 'Lütfen adını ve soyadını gir',
  [CardCode.EMAIL_INVALID]: 'Lütfen doğru bir e-posta adresi gir',
  [CardCode.MOBILE_INVALID]: 'Lütfen geçerli bir cep telefonu numarası gir',
  [CardCode.CARD_EXPIRED]: 'Bu kartın süresi dolmuş. Lütfen başka bir kart kullan.',
  [CardCode.TOO_MANY_CARDS]: 'En fazla 5 kart kaydedebilirsin. Lütfen önce birini sil.',
  [CardCode.NOT_FOUND]: 'Bu kart hesabında kayıtlı değil.',

  [RefundCode.WRONG_CAPTCHA]: 'Doğrulama kodu yanlış, lütfen tekrar dene.',
  [RefundCode.ORDER_NOT_FOUND]: 'Bu siparişi hesabında bulamadık. Lütfen sipariş numarasını kontrol et.',
  [RefundCode.ORDER_NOT_PAID]: 'Bu sipariş ödenmedi, bu yüzden iade edilecek bir şey yok.',
  [RefundCode.WINDOW_PASSED]: `İade, ödemeden sonraki ${REFUND_WINDOW_DAYS} gün içinde talep edilebilir.`,
  [RefundCode.REPORT_OPEN]: 'Bu siparişle ilgili bir bildirim zaten işleniyor.',
  [RefundCode.DESCRIPTION_REQUIRED]: 'Lütfen sorunu açıkla.',
  [RefundCode.PROOF_REQUIRED]: 'Lütfen kanıt olarak bir görsel ekle.',
  [RefundCode.REPORT_NOT_FOUND]: 'Bu bildirim mevcut değil.',
  [RefundCode.ALREADY_DECIDED]: 'Bu bildirim hakkında zaten karar verildi.',
  [RefundCode.COINS_SPENT]: 'Bu satın alımın jetonları zaten harcandı, bu yüzden iade edilemez.',
  [RefundCode.ALREADY_CREDITED]: 'Bu siparişin jetonları zaten yüklendi.',
  [RefundCode.REFUND_FAILED]: 'Ödeme sağlayıcısı iadeyi gerçekleştiremedi. Lütfen daha sonra tekrar dene.',
  [RefundCode.NOTE_REQUIRED]: 'Lütfen kullanıcı için bir not yaz.',
  [RefundCode.DECISION_NOT_FOR_CATEGORY]:
    'Jetonlar yalnızca "Jetonlar yüklenmedi" bildirimi için yüklenebilir.',

  [SocialCode.CANNOT_ADD_SELF]: 'Kendini arkadaş olarak ekleyemezsin.',
  [SocialCode.ALREADY_FRIENDS]: 'Zaten arkadaşsınız.',
  [SocialCode.PRICE_CHANGED]: 'Fiyat değişti. Lütfen kontrol edip tekrar dene.',
  [SocialCode.REQUEST_NOT_FOUND]: 'Bu arkadaşlık isteği artık mevcut değil.',
  [SocialCode.NOT_FRIENDS]: 'Bu kullanıcıyla arkadaş değilsiniz. Önce onu arkadaş olarak ekle.',
  [SocialCode.USER_NOT_FOUND]: 'Bu kullanıcı mevcut değil.',
  [SocialCode.REPLY_NEEDED]:
    'Karşındaki kişi yanıt verdiğinde ya da arkadaşlık isteğini kabul ettiğinde daha fazla mesaj gönderebilirsin.',
  [SocialCode.SAY_HI_LIMIT]: 'Günlük ücretsiz "merhaba de" sınırına ulaşıldı. Lütfen yarın tekrar gel.',
  [SocialCode.IMAGE_NEEDS_REPLY]: 'Karşındaki kişi sana yanıt verdiğinde fotoğraf gönderebilirsin.',
  [SocialCode.INAPPROPRIATE_LANGUAGE]: 'Mesajın uygunsuz dil nedeniyle engellendi.',
  [SocialCode.MESSAGE_ID_REUSED]: 'Bu mesaj kimliği zaten başka bir mesaj için kullanıldı.',
  [SocialCode.IMAGE_INVALID]: 'Bu fotoğraf gönderilemiyor. Lütfen başka bir fotoğraf seç.',
  [SocialCode.CANNOT_MESSAGE_SELF]: 'Kendine mesaj gönderemezsin.',
  [SocialCode.FRIEND_ONLINE_NOTIFY_LIMIT]:
    'Arkadaş çevrimiçi bildirimi sınırına ulaşıldı. Lütfen yarın tekrar dene.',
  [SocialCode.USER_UNAVAILABLE]: 'Bu kullanıcıya şu an ulaşılamıyor.',
  [SocialCode.YOU_BLOCKED_USER]: 'Bu kullanıcıyı engelledin. Devam etmek için engeli kaldır.',
  [SocialCode.CANNOT_BLOCK_SELF]: 'Kendini engelleyemezsin.',
  [SocialCode.CANNOT_REPORT_SELF]: 'Kendini şikâyet edemezsin.',
  [SocialCode.REPORT_TEXT_TOO_LONG]: 'Ek bilgi 200 harfle sınırlıdır.',
  [SocialCode.REPORT_NOT_FOUND]: 'Bu şikâyet mevcut değil.',
  [SocialCode.REPORT_ALREADY_RESOLVED]: 'Bu şikâyet zaten ele alındı.',

  [MatchCode.QUOTA_USED]: 'Günlük tanışma hakkını kullandın. Lütfen yarın tekrar gel.',
  [MatchCode.DAILY_LIMIT]:
    'Bugünkü eşleşme sınırına ulaştın. Bunun yerine canlı kamera ana sayfasında insanlarla tanış.',
  [MatchCode.MATCH_GONE]: 'Bu eşleşme artık mevcut değil.',
  [MatchCode.IN_CALL]: 'Bir görüşmedesin. Eşleşmeye başlamadan önce görüşmeyi bitir.',
  [MatchCode.PRICE_CHANGED]: 'Fiyat değişti. Lütfen kontrol edip tekrar dene.',
  [MatchCode.PROFILE_INCOMPLETE]: 'Eşleşmeye başlamadan önce lütfen profilini tamamla.',

  [CallCode.CALL_NOT_FOUND]: 'Bu görüşme sona erdi.',
  [CallCode.NOT_IN_CALL]: 'Bu görüşmenin bir parçası değilsin.',
  [CallCode.PEER_OFFLINE]: 'Bu kullanıcı şu an çevrimdışı.',
  [CallCode.PEER_BUSY]: 'Bu kullanıcı başka bir görüşmede. Lütfen daha sonra tekrar dene.',
  [CallCode.CANNOT_CALL_SELF]: 'Kendini arayamazsın.',
  [CallCode.FRIENDS_ONLY]: 'Bu kullanıcı yalnızca arkadaşlarından görüntülü arama kabul ediyor.',
  [CallCode.NOT_FRIENDS]: 'Burada yalnızca arkadaşlarını görüntülü arayabilirsin.',
  [CallCode.ALREADY_IN_CALL]: 'Zaten başka bir görüşmedesin.',
  [CallCode.CONNECTION_FAILED]: 'Üzgünüz, arama bağlantısı kurulamadı',
  [CallCode.NOT_A_HOST]: 'Arama fiyatlarını yalnızca hostlar belirleyebilir.',
  [CallCode.NOT_YOUR_ACTION]: 'Bu işlem görüşmenin diğer tarafına ait.',
  [CallCode.IN_OTHER_TAB]: 'Bu görüşme başka bir sekmede sürüyor.',
  [CallCode.CALLER_INVITE_LIMIT]: 'Bu saat içinde çok fazla davet gönderdin. Lütfen daha sonra tekrar dene.',
  [CallCode.HOST_INVITE_LIMIT]:
    'Bu host az önce birkaç kez davet edildi. Lütfen bir dakika sonra tekrar dene.',

  [RewardCode.ALREADY_CHECKED_IN]: 'Üzgünüz, bugün zaten check-in yaptın. Lütfen yarın tekrar gel.',
  [RewardCode.DEVICE_CHECKED_IN]:
    'Üzgünüz, bugün bu cihazda başka bir hesapla zaten check-in yapıldı. Lütfen yarın tekrar gel.',
  [RewardCode.FIRST_WEEK_ENDED]: 'Üzgünüz, yeni üyelere özel ilk hafta bonusu sona erdi',
  [RewardCode.ALREADY_CLAIMED]: 'Bu ödülü zaten aldın.',
  [RewardCode.DEVICE_CLAIMED]: 'Bu ödül bu cihazda başka bir hesapla zaten alındı.',
  [RewardCode.NOT_NEW_USER]: 'Bu teklif yalnızca yeni üyeler için.',
  [RewardCode.DEVICE_BANNED]: 'Yeni üye ödülleri bu cihazda kullanılamıyor.',
  [RewardCode.TASK_NOT_FOUND]: 'Bu görev mevcut değil.',
  [RewardCode.TASK_NOT_DONE]: 'Önce görevi tamamla, sonra ödülünü al.',
  [RewardCode.NO_SPINS]: 'Çevirme hakkın kalmadı. Daha fazla kazanmak için görevleri tamamla.',
  [RewardCode.WHEEL_CLOSED]: 'Şans çarkı şu an kullanılamıyor.',
  [PushCode.NOT_ENABLED]: 'Önce bildirimleri aç, sonra jetonlarını al.',
  [PushCode.NOT_INSTALLED]: "Bu jetonları almak için Mingle'ı ana ekranından aç.",
  [PushCode.BAD_ENDPOINT]: 'Bu tarayıcı, kullanamadığımız bir push adresi verdi.',

  [DiscoverCode.CANNOT_LIKE_SELF]: 'Kendini beğenemezsin.',

  [HostCode.REQUIREMENTS_NOT_MET]:
    'Host olma gereksinimlerini henüz karşılamıyorsun: onaylanmış bir fotoğraf, eksiksiz bir profil ve 18 yaş veya üzeri.',
  [HostCode.ALREADY_HOST]: 'Zaten bir hostsun.',
  [HostCode.APPLICATION_PENDING]: 'Host başvurun inceleniyor.',
  [HostCode.REAPPLY_TOO_SOON]: 'Başvurun kısa süre önce reddedildi. Daha sonra yeniden başvurabilirsin.',
  [HostCode.APPLICATION_NOT_FOUND]: 'Bu host başvurusu mevcut değil.',
  [HostCode.APPLICATION_DECIDED]: 'Bu host başvurusu hakkında zaten karar verildi.',
  [HostCode.PRICE_OUT_OF_BOUNDS]:
    'Bu fiyat, hostların belirleyebileceği aralığın dışında. Lütfen sınırlar içinde bir fiyat seç.',
  [HostCode.PAYOUT_BELOW_MINIMUM]: 'Bir ödeme talebi en az asgari puan sayısı kadar olmalı.',
  [HostCode.PAYOUT_OVER_AVAILABLE]: 'Kullanılabilir puanından fazlasını talep edemezsin.',
  [HostCode.PAYOUT_NOT_FOUND]: 'Bu ödeme talebi mevcut değil.',
  [HostCode.PAYOUT_DECIDED]: 'Bu ödeme talebi zaten ele alındı.',
  [HostCode.BOUNDS_INVALID]: 'En düşük fiyat, en yüksek fiyatın üzerinde olamaz.',
  [HostCode.HOSTS_ONLY]: 'Bu yalnızca hostlar içindir.',
  [HostCode.REASON_REQUIRED]: 'Lütfen bir neden belirt.',

  [GiftCode.GIFT_SELF]: 'Kendine hediye gönderemezsin.',
  [GiftCode.GIFT_UNAVAILABLE]: 'Bu hediye şu an mevcut değil.',
  [GiftCode.NOT_IN_CALL]: 'Bu görüşme sona erdi; hediye gönderilmedi.',
  [GiftCode.BACKPACK_EMPTY]: 'Sırt çantanda bu hediyeden kalmadı.',
  [GiftCode.SEND_KEY_REUSED]: 'Bu istek zaten başka bir hediye için kullanıldı.',
  [GiftCode.GIFT_NOT_FOUND]: 'Bu hediye mevcut değil.',
  [TranslationCode.DAILY_LIMIT]:
    'Günlük çeviri sınırına ulaştın. Sınırsız çeviri için herhangi bir jeton paketi satın al ya da yarın tekrar gel.',
  [TranslationCode.PAIR_UNAVAILABLE]: 'Bu dil için çeviri kullanılamıyor.',
  [TranslationCode.MESSAGE_NOT_FOUND]: 'Bu mesaj çevrilemiyor.',
  [TranslationCode.ENGINE_FAILED]: 'Çeviri bu sefer işe yaramadı. Lütfen tekrar dene.',
};
