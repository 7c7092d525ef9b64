/**
 * The quiz's rules, free of React: a round (which question, the answers given), scoring, the verdict,
 * finished rounds with the best one, and how arrow keys move between the options.
 */
import type { Attempt, QuizQuestion, QuizTexts } from '@/lib/quiz';

/** How many finished rounds are kept: enough for a history and a chart, never a growing store. */
export const KEPT_ATTEMPTS = 30;

/** One round: the question shown and the option picked for each question so far. */
export interface Round {
  index: number;
  /** answers[i] is the option picked for question i; an answer is final once given. */
  answers: number[];
  done: boolean;
}

export const NEW_ROUND: Round = { index: 0, answers: [], done: false };

export function isAnswered(round: Round): boolean {
  return round.answers[round.index] !== undefined;
}

/** Picks an option for the current question; a second pick changes nothing (the answer is locked in). */
export function choose(round: Round, option: number, questions: readonly QuizQuestion[]): Round {
  const question = questions[round.index];
  if (round.done || !question || isAnswered(round)) return round;
  if (!Number.isInteger(option) || option < 0 || option >= question.options.length) return round;
  const answers = [...round.answers];
  answers[round.index] = option;
  return { ...round, answers };
}

/** The next question, or the end of the round after the last; nothing before the current one is answered. */
export function advance(round: Round, total: number): Round {
  if (round.done || !isAnswered(round)) return round;
  return round.index + 1 < total ? { ...round, index: round.index + 1 } : { ...round, done: true };
}

/** How many answers are right. */
export function scoreOf(questions: readonly QuizQuestion[], answers: readonly number[]): number {
  return questions.filter((q, i) => answers[i] === q.answer).length;
}

/** What the results say about a score: every question right, three in four, half, or fewer. */
export function verdict(
  score: number,
  total: number,
  texts: Pick<QuizTexts, 'perfect' | 'great' | 'good' | 'keepGoing'>,
): string {
  const ratio = total === 0 ? 0 : score / total;
  if (ratio === 1) return texts.perfect;
  if (ratio >= 0.75) return texts.great;
  if (ratio >= 0.5) return texts.good;
  return texts.keepGoing;
}

/** A round's share of right answers, 0 to 1. */
export function share(attempt: Attempt): number {
  return attempt.total > 0 ? attempt.score / attempt.total : 0;
}

/**
 * The best finished round: the highest share of right answers (rounds of another length compare
 * fairly), the earliest of equals.
 */
export function bestAttempt(attempts: readonly Attempt[]): Attempt | undefined {
  let best: Attempt | undefined;
  for (const attempt of attempts) if (!best || share(attempt) > share(best)) best = attempt;
  return best;
}

/** True when a round beats every round before it (a first round counts once it has a right answer). */
export function isNewBest(before: readonly Attempt[], attempt: Attempt): boolean {
  const best = bestAttempt(before);
  return share(attempt) > (best ? share(best) : 0);
}

/** The rounds with a new one added, the oldest dropped past KEPT_ATTEMPTS. */
export function recordAttempt(attempts: readonly Attempt[], attempt: Attempt): Attempt[] {
  return [...attempts, attempt].slice(-KEPT_ATTEMPTS);
}

/** The mean share of right answers over all rounds, 0 to 1 (0 without rounds). */
export function averageShare(attempts: readonly Attempt[]): number {
  if (attempts.length === 0) return 0;
  return attempts.reduce((sum, a) => sum + share(a), 0) / attempts.length;
}

/**
 * Saved rounds as the app can use them: storage edited by hand, or written by an older app, may hold
 * anything, so only well-formed rounds are kept.
 */
export function savedAttempts(value: unknown): Attempt[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (a): a is Attempt =>
      typeof a === 'object' &&
      a !== null &&
      typeof (a as Attempt).date === 'string' &&
      !Number.isNaN(Date.parse((a as Attempt).date)) &&
      Number.isInteger((a as Attempt).score) &&
      Number.isInteger((a as Attempt).total) &&
      (a as Attempt).total > 0 &&
      (a as Attempt).score >= 0 &&
      (a as Attempt).score <= (a as Attempt).total,
  );
}

/**
 * The option an arrow key moves to in a list of `count` options (wrapping round, as radio groups do),
 * Home and End to the ends; null for other keys. Right is "next" in a left-to-right page and "previous"
 * in a right-to-left one.
 */
export function optionAfterKey(current: number, key: string, count: number, rtl = false): number | null {
  if (count <= 0) return null;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === 'ArrowDown' || key === forward) return (current + 1) % count;
  if (key === 'ArrowUp' || key === back) return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
