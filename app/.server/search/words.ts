// The small Swedish normaliser the search shares between both databases' candidates
// and the one scorer (docs/decisions/019-site-search.md).

/** Letters the databases fold differently are written out: ø, æ, ß, ł, đ. */
const SPELLED_OUT: Record<string, string> = { ø: "o", æ: "ae", ß: "ss", ł: "l", đ: "d" };

/** One character folded the slow way: decomposed, marks dropped, spelled out. */
function foldSlowly(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[øæßłđ]/g, (letter) => SPELLED_OUT[letter] ?? letter);
}

/** The folded form of every Latin letter with a diacritic (U+00C0-U+024F), worked out once. */
const FOLDED = new Map<string, string>();
for (let code = 0xc0; code <= 0x24f; code++) {
  const letter = String.fromCharCode(code).toLowerCase();
  FOLDED.set(letter, foldSlowly(letter));
}

/**
 * Lower case, without diacritics: 'Malmö Café' -> 'malmo cafe'. Letter by letter from a
 * table (the search folds every candidate's text, so this is its hot path); anything else
 * outside ASCII (a combining mark, say) the slow way.
 */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^ -~]/g, (letter) => FOLDED.get(letter) ?? foldSlowly(letter));
}

/**
 * 'c' and 'k' are one letter: 'café' and 'kafé', 'Scandic' and 'Skandic' are one word
 * (loanwords are spelled both ways; a visitor types what they hear).
 */
export function canonical(word: string): string {
  return word.replaceAll("c", "k");
}

/** The words of a text, folded and canonical: 'Kafé Agnez' -> ['kafe', 'agnez']. */
export function wordsOf(text: string): string[] {
  return canonical(fold(text))
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Definite and plural endings, longest first. */
const SUFFIXES = ["erna", "arna", "orna", "en", "an", "et", "na", "er", "ar", "or"];

/** The word without a common Swedish ending, keeping at least three letters: 'operan' -> 'oper'. */
export function stem(word: string): string {
  for (const suffix of SUFFIXES)
    if (word.endsWith(suffix) && word.length - suffix.length >= 3)
      return word.slice(0, -suffix.length);
  return word;
}

/** Words too common to search for on their own. */
const STOP_WORDS = new Set(
  ["och", "for", "med", "som", "den", "det", "att", "till", "fran", "har"].map(canonical),
);

export const isStopWord = (word: string) => STOP_WORDS.has(word);

/** Damerau–Levenshtein (optimal string alignment) distance, stopping once it exceeds `max`. */
export function editDistance(a: string, b: string, max = 1): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (previous2[j - 2] ?? 0) + 1);
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** Words of at least this length forgive one typo. */
export const TYPO_MIN_LENGTH = 5;
/** The databases' trigram indexes find strings of at least three characters. */
export const PIECE_MIN_LENGTH = 3;

/**
 * How a canonical piece may be written in the text: each 'k' as 'k' or 'c' ('kafe',
 * 'cafe'); every combination up to three k's, else all k or all c.
 */
export function spellings(piece: string): string[] {
  const ks = [...piece].flatMap((letter, index) => (letter === "k" ? [index] : []));
  if (ks.length === 0) return [piece];
  if (ks.length > 3) return [piece, piece.replaceAll("k", "c")];
  const variants: string[] = [];
  for (let mask = 0; mask < 1 << ks.length; mask++) {
    const letters = [...piece];
    ks.forEach((at, bit) => {
      if (mask & (1 << bit)) letters[at] = "c";
    });
    variants.push(letters.join(""));
  }
  return variants;
}

/** What the databases look up for one query word: a row that contains any of these has it. */
export interface WordTerms {
  /** The word as written, in its 'c' spellings. */
  exact: string[];
  /** Substrings every match of the word contains (see QueryWords.pieces). */
  pieces: string[];
}

export interface QueryWords {
  /** Folded, canonical words the scorer compares (stop words dropped when others remain). */
  words: string[];
  /** The words as written (and their 'c' spellings): the first, narrower candidate search. */
  exact: string[];
  /**
   * Substrings every match of a word contains: its start for inflections ('oper' for
   * 'operan', 'teat' for 'teatern') and, for words of five letters or more, a start and
   * an end of which one survives any single typo.
   */
  pieces: string[];
  /**
   * The same terms word by word (words of three letters or more): the databases order
   * their candidates by how many of these words a row contains.
   */
  terms: WordTerms[];
}

/** The search terms of a query: every text any match must contain (a superset for the databases). */
export function queryWords(query: string): QueryWords {
  const all = [...new Set(wordsOf(query))].slice(0, 8);
  const meaningful = all.filter((word) => !isStopWord(word));
  const words = meaningful.length > 0 ? meaningful : all;
  const terms: WordTerms[] = [];
  for (const word of words) {
    if (word.length < PIECE_MIN_LENGTH) continue;
    const pieces = new Set<string>();
    const root = word.slice(0, Math.max(PIECE_MIN_LENGTH, word.length - 4));
    for (const spelling of spellings(root)) pieces.add(spelling);
    if (word.length >= TYPO_MIN_LENGTH) {
      const k = Math.max(PIECE_MIN_LENGTH, Math.floor((word.length - 1) / 2));
      for (const spelling of spellings(word.slice(0, k))) pieces.add(spelling);
      for (const spelling of spellings(word.slice(-k))) pieces.add(spelling);
    }
    terms.push({ exact: spellings(word), pieces: [...pieces] });
  }
  const exact = new Set(terms.flatMap((word) => word.exact));
  const pieces = new Set(terms.flatMap((word) => word.pieces));
  return { words, exact: [...exact], pieces: [...pieces], terms };
}
