import type { MessageTable } from './table';

/** The legal pages and their acceptance (docs/product/legal.md). */
export const LEGAL_HU: MessageTable = {
  'document must be imprint, terms or privacy':
    'A dokumentum csak imprint (impresszum), terms (ÁSZF) vagy privacy (adatkezelési tájékoztató) lehet',
  'The English text is required': 'Az angol szöveg megadása kötelező',
  'The Hungarian text is required': 'A magyar szöveg megadása kötelező',
  // The template the two above fill in (each language's own sentence is above, with its article).
  'The {language} text is required': 'A(z) {language} szöveg megadása kötelező',
  'The English text is at most 100,000 characters': 'Az angol szöveg legfeljebb 100 000 karakter lehet',
  'The Hungarian text is at most 100,000 characters': 'A magyar szöveg legfeljebb 100 000 karakter lehet',
  'The {language} text is at most {max} characters': 'A(z) {language} szöveg legfeljebb {max} karakter lehet',
  'acceptedLegal must be { terms, privacy } with the version numbers accepted':
    'Az acceptedLegal mező formája { terms, privacy }, az elfogadott változatok számával',
  'That version of the document does not exist': 'A dokumentumnak nincs ilyen változata',
  'Someone saved version {current} of this document meanwhile. Reload it and make your changes again.':
    'Közben valaki elmentette a dokumentum {current}. változatát. Töltse be újra, és végezze el ismét a módosításait.',
  'The terms or the privacy notice changed while this page was open. Reload the page and accept the current versions.':
    'Az ÁSZF vagy az adatkezelési tájékoztató megváltozott, amíg ez az oldal nyitva volt. Töltse be újra az oldalt, és fogadja el a jelenlegi változatokat.',
  'The version must be a whole number from 1': 'A változat 1-től kezdődő egész szám',
};
