/**
 * Naming templates: `{conceptId}_{variant}_{format}` describes how a team names its ads. Each
 * `{placeholder}` matches one name part; literal separators (`_`, `-`, space, `|`) match any run of
 * separators, and case is ignored, so `1042-V2 1080x1080` still reads under the template above.
 * `{conceptId}` is the concept's number (its internal id), `{conceptCode}` its code, `{conceptName}`
 * one name part compared with the concept's name normalised (`GemRush`, `gem-rush` and "Gem rush"
 * are the same: see normaliseConceptName), `{assetName}` an asset's name without extension;
 * anything else (`{variant}`, `{format}`…) matches any part.
 *
 * A template compiles to a small program run by a Pike VM (Thompson's construction with
 * priorities, as RE2 does): every thread advances one character at a time, so a name is read in
 * time linear in its length times the program's, whatever the template and the name. The earlier
 * translation into a JavaScript RegExp backtracked exponentially on crafted names (`{a}.{b}.{c}…`
 * against a run of dots) and froze the process for every client. Priorities follow the RegExp's
 * (greedy and lazy parts, leftmost match first), so templates read exactly what they read before.
 */

export interface TemplateMatch {
  conceptInternalId?: number;
  conceptCode?: string;
  assetName?: string;
  /** The part `{conceptName}` read, normalised (compare with normaliseConceptName of a concept's name). */
  conceptNameKey?: string;
}

/**
 * A concept's name as ad names carry it: Unicode-compatible forms folded (full-width letters),
 * CamelCase split, case ignored, and every space, punctuation mark and separator dropped, so
 * "Gem rush", `GemRush`, `gem_rush` and `GEM-RUSH` all read `gemrush`. Linear in the name.
 */
export function normaliseConceptName(name: string): string {
  return name
    .normalize('NFKC')
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.toLowerCase())
    .join('');
}

/** Longest template accepted (a real one is a few dozen characters). */
export const MAX_TEMPLATE_LENGTH = 200;
/** Longer ad names are not read by templates; imports refuse them. */
export const MAX_AD_NAME_LENGTH = 1000;

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

export class TemplateError extends Error {}

type CharTest = (char: string) => boolean;

/** One step of the program; `char` consumes a character, the others move without consuming. */
export type Instruction =
  | { op: 'char'; test: CharTest }
  | { op: 'split'; preferred: number; other: number }
  | { op: 'jump'; to: number }
  | { op: 'save'; slot: number }
  | { op: 'notAfterWord' }
  | { op: 'notBeforeWord' }
  | { op: 'match' };

// Single-character tests, each the class the earlier RegExp used (flag i, not unicode).
const isSeparator: CharTest = (char) => /[\s_\-|.]/.test(char);
const isDigit: CharTest = (char) => char >= '0' && char <= '9';
const isWordChar: CharTest = (char) => /[0-9a-z]/i.test(char);
const isPartChar: CharTest = (char) => !/[\s_\-|]/.test(char);
const isNotLineBreak: CharTest = (char) => !/[\n\r\u2028\u2029]/.test(char);

/** ECMAScript's Canonicalize for a case-insensitive, non-unicode pattern. */
function canonicalize(char: string): string {
  const upper = char.toUpperCase();
  if (upper.length !== 1) return char;
  if (char.charCodeAt(0) >= 128 && upper.charCodeAt(0) < 128) return char;
  return upper;
}
const isSameLetter =
  (expected: string): CharTest =>
  (char) =>
    canonicalize(char) === canonicalize(expected);

/** Capture slots: start and end of each named part. */
const SLOTS = { conceptId: 0, conceptCode: 2, assetName: 4, conceptName: 6 } as const;
const SLOT_COUNT = 8;

class ProgramBuilder {
  readonly program: Instruction[] = [];

  emit(instruction: Instruction): number {
    this.program.push(instruction);
    return this.program.length - 1;
  }

  char(test: CharTest) {
    this.emit({ op: 'char', test });
  }

  /** `test+`, greedy or lazy. */
  oneOrMore(test: CharTest, isLazy: boolean) {
    const start = this.emit({ op: 'char', test });
    const next = this.program.length + 1;
    this.emit(isLazy ? { op: 'split', preferred: next, other: start } : { op: 'split', preferred: start, other: next });
  }

  /** `test{min,max}`, greedy. */
  repeat(test: CharTest, min: number, max: number) {
    for (let count = 0; count < min; count += 1) this.char(test);
    const splits: number[] = [];
    for (let count = min; count < max; count += 1) {
      splits.push(this.emit({ op: 'split', preferred: this.program.length + 1, other: -1 }));
      this.char(test);
    }
    const end = this.program.length;
    for (const index of splits) (this.program[index] as { other: number }).other = end;
  }

  /** Literal text: separator runs match any run of separators, other characters themselves. */
  literal(text: string) {
    let index = 0;
    while (index < text.length) {
      if (isSeparator(text[index]!)) {
        while (index < text.length && isSeparator(text[index]!)) index += 1;
        this.oneOrMore(isSeparator, false);
      } else {
        this.char(isSameLetter(text[index]!));
        index += 1;
      }
    }
  }
}

/** Checks a template and compiles it; throws TemplateError with a sentence for people. */
export function compileTemplateProgram(template: string): Instruction[] {
  if (template.length > MAX_TEMPLATE_LENGTH) {
    throw new TemplateError(`A naming template is at most ${MAX_TEMPLATE_LENGTH} characters.`);
  }
  const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  if (!names.some((name) => name === 'conceptId' || name === 'conceptCode' || name === 'conceptName')) {
    throw new TemplateError('A naming template needs {conceptId}, {conceptCode} or {conceptName} to tell which concept an ad shows.');
  }
  if (new Set(names).size !== names.length) throw new TemplateError('Each placeholder may appear once in a template.');
  const builder = new ProgramBuilder();
  // The concept's number must not be part of a longer number or word: no letter or digit around the whole.
  builder.emit({ op: 'notAfterWord' });
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    builder.literal(template.slice(last, match.index));
    const name = match[1]!;
    if (name === 'conceptId') {
      builder.emit({ op: 'save', slot: SLOTS.conceptId });
      builder.repeat(isDigit, 1, 9);
      builder.emit({ op: 'save', slot: SLOTS.conceptId + 1 });
    } else if (name === 'conceptCode') {
      builder.emit({ op: 'save', slot: SLOTS.conceptCode });
      for (const letter of 'crc') builder.char(isSameLetter(letter));
      builder.repeat(isWordChar, 12, 12);
      builder.emit({ op: 'save', slot: SLOTS.conceptCode + 1 });
    } else if (name === 'conceptName') {
      // One name part (no separator inside), read whole: the name's words are compared after normalising.
      builder.emit({ op: 'save', slot: SLOTS.conceptName });
      builder.oneOrMore(isPartChar, true);
      builder.emit({ op: 'save', slot: SLOTS.conceptName + 1 });
    } else if (name === 'assetName') {
      builder.emit({ op: 'save', slot: SLOTS.assetName });
      builder.oneOrMore(isNotLineBreak, true);
      builder.emit({ op: 'save', slot: SLOTS.assetName + 1 });
    } else {
      builder.oneOrMore(isPartChar, true);
    }
    last = match.index + match[0].length;
  }
  builder.literal(template.slice(last));
  builder.emit({ op: 'notBeforeWord' });
  builder.emit({ op: 'match' });
  return builder.program;
}

interface Thread {
  pc: number;
  slots: readonly number[];
}

/**
 * Runs the program over `input`, leftmost match first, each thread's priority that of the
 * backtracking order. Each position visits each instruction at most once: O(input × program).
 */
export function runProgram(program: readonly Instruction[], input: string): readonly number[] | null {
  let current: Thread[] = [];
  let visited = new Uint32Array(program.length);
  let generation = 1;
  let matched: readonly number[] | null = null;

  const follow = (list: Thread[], pc: number, slots: readonly number[], position: number) => {
    if (visited[pc] === generation) return;
    visited[pc] = generation;
    const instruction = program[pc]!;
    switch (instruction.op) {
      case 'jump':
        return follow(list, instruction.to, slots, position);
      case 'split':
        follow(list, instruction.preferred, slots, position);
        return follow(list, instruction.other, slots, position);
      case 'save': {
        const next = slots.slice();
        next[instruction.slot] = position;
        return follow(list, pc + 1, next, position);
      }
      case 'notAfterWord':
        if (position > 0 && isWordChar(input[position - 1]!)) return;
        return follow(list, pc + 1, slots, position);
      case 'notBeforeWord':
        if (position < input.length && isWordChar(input[position]!)) return;
        return follow(list, pc + 1, slots, position);
      default:
        list.push({ pc, slots });
    }
  };

  const empty: readonly number[] = new Array<number>(SLOT_COUNT).fill(-1);
  for (let position = 0; position <= input.length; position += 1) {
    // A match starting here ranks below every thread that started earlier.
    if (matched === null) follow(current, 0, empty, position);
    else if (current.length === 0) break;
    // The next list gets its own marks (a start that failed here must not block one further on).
    generation += 1;
    if (generation === 0xffffffff) {
      visited = new Uint32Array(program.length);
      generation = 1;
    }
    const next: Thread[] = [];
    const char = input[position];
    for (const thread of current) {
      const instruction = program[thread.pc]!;
      if (instruction.op === 'match') {
        matched = thread.slots;
        // Threads after this one rank lower: they can no longer win.
        break;
      }
      if (instruction.op === 'char' && char !== undefined && instruction.test(char))
        follow(next, thread.pc + 1, thread.slots, position + 1);
    }
    current = next;
  }
  return matched;
}

/** Checks a template and compiles it; throws TemplateError with a sentence for people. */
export function compileTemplate(template: string): (name: string) => TemplateMatch | null {
  const program = compileTemplateProgram(template);
  return (name) => {
    const input = name.trim();
    if (input.length > MAX_AD_NAME_LENGTH) return null;
    const slots = runProgram(program, input);
    if (!slots) return null;
    const part = (slot: number) => (slots[slot]! >= 0 && slots[slot + 1]! >= 0 ? input.slice(slots[slot], slots[slot + 1]) : undefined);
    const result: TemplateMatch = {};
    const conceptId = part(SLOTS.conceptId);
    const conceptCode = part(SLOTS.conceptCode);
    const assetName = part(SLOTS.assetName);
    if (conceptId) result.conceptInternalId = Number(conceptId);
    if (conceptCode) result.conceptCode = conceptCode.toLowerCase();
    if (assetName) result.assetName = assetName.toLowerCase();
    const conceptName = part(SLOTS.conceptName);
    if (conceptName) {
      const key = normaliseConceptName(conceptName);
      if (key) result.conceptNameKey = key;
    }
    return result;
  };
}
