/* global document, location */
// The offline page in the language the app last used (language-store.ts keeps it in this key).
let language = 'en';
try {
  language = localStorage.getItem('beatpasal.language') === 'ne' ? 'ne' : 'en';
} catch {
  // Storage blocked: English.
}
document.documentElement.lang = language;
for (const main of document.querySelectorAll('main[data-language]')) main.hidden = main.dataset.language !== language;
for (const button of document.querySelectorAll('[data-retry]'))
  button.addEventListener('click', () => location.reload());
