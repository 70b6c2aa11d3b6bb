/**
 * Common Nepali words in both scripts, so that a romanised search finds a Devanagari title and the
 * other way round ('nepali' ↔ 'नेपाली'). A table, not a transliterator: romanised Nepali has no
 * one spelling, and a wrong guess would find unrelated tracks. Several romanisations may share
 * one Devanagari word; two Devanagari spellings (सङ्गीत, संगीत) may share one romanisation.
 */
const WORDS: Record<string, readonly string[]> = {
  nepali: ['नेपाली'],
  nepal: ['नेपाल'],
  geet: ['गीत'],
  git: ['गीत'],
  sangeet: ['सङ्गीत', 'संगीत'],
  sangit: ['सङ्गीत', 'संगीत'],
  dhun: ['धुन'],
  maya: ['माया'],
  prem: ['प्रेम'],
  mann: ['मन'],
  man: ['मन'],
  dil: ['दिल'],
  pahad: ['पहाड'],
  pahadi: ['पहाडी'],
  lok: ['लोक'],
  dohori: ['दोहोरी'],
  deuda: ['देउडा'],
  bhajan: ['भजन'],
  madal: ['मादल'],
  sarangi: ['सारङ्गी', 'सारंगी'],
  bansuri: ['बाँसुरी', 'बासुरी'],
  tabla: ['तबला'],
  raat: ['रात'],
  rat: ['रात'],
  sapana: ['सपना'],
  sapna: ['सपना'],
  jindagi: ['जिन्दगी', 'जिन्दगि'],
  sathi: ['साथी'],
  saathi: ['साथी'],
  yaad: ['याद'],
  yad: ['याद'],
  himal: ['हिमाल'],
  kathmandu: ['काठमाडौं', 'काठमाडौँ'],
  pokhara: ['पोखरा'],
  desh: ['देश'],
  gaun: ['गाउँ'],
  ghar: ['घर'],
  aama: ['आमा'],
  khushi: ['खुसी', 'खुशी'],
  khusi: ['खुसी', 'खुशी'],
  sundar: ['सुन्दर'],
  mitho: ['मीठो'],
  timi: ['तिमी'],
  hamro: ['हाम्रो'],
  mero: ['मेरो'],
  beat: ['बिट'],
  rap: ['र्‍याप', 'र्याप'],
};

const OTHER_SPELLINGS = new Map<string, Set<string>>();
for (const [roman, devanagari] of Object.entries(WORDS)) {
  for (const word of [roman, ...devanagari]) {
    const spellings = OTHER_SPELLINGS.get(word) ?? new Set<string>();
    for (const other of [roman, ...devanagari]) if (other !== word) spellings.add(other);
    OTHER_SPELLINGS.set(word, spellings);
  }
}

/** The word and its spellings in the other script, if it is a common word of the table. */
export function spellingsOf(word: string): string[] {
  return [word, ...(OTHER_SPELLINGS.get(word) ?? [])];
}
