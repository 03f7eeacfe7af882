/* global document, location */
// The offline page's words in the page's language (de, ar; English in the page), and its retry button. A file of
// its own: the site's content security policy allows no inline script.
// The three languages the app ships; the rest read English.
(function () {
  document.getElementById('retry').addEventListener('click', function () {
    location.reload();
  });
  var texts = {
    de: [
      'Du bist offline',
      'Mingle braucht eine Verbindung für Anrufe, Nachrichten und Münzen. Prüfe dein WLAN oder deine mobilen Daten und versuche es erneut.',
      'Erneut versuchen',
    ],
    ar: [
      'أنت غير متصل بالإنترنت',
      'يحتاج Mingle إلى اتصال للمكالمات والرسائل والعملات. تحقّق من شبكة Wi-Fi أو بيانات الجوال ثم حاول مرة أخرى.',
      'حاول مرة أخرى',
    ],
  };
  var first = location.pathname.split('/')[1];
  var lang = texts[first] ? first : (navigator.language || 'en').slice(0, 2);
  var t = texts[lang];
  if (!t) return;
  document.documentElement.lang = lang;
  if (lang === 'ar') document.documentElement.dir = 'rtl';
  document.getElementById('title').textContent = t[0];
  document.title = 'Mingle – ' + t[0];
  document.getElementById('body').textContent = t[1];
  document.getElementById('retry').textContent = t[2];
})();
