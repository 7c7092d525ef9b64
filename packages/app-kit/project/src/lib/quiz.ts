/**
 * A multiple-choice quiz site (QuizApp) described as data: its frame, the sections in order, the
 * questions with their options, right answer and explanation, the topics the brief listed that have no
 * question yet, where finished rounds are kept and every text it shows. The built-in agent writes one
 * as JSON; the rounds a visitor finishes are kept in localStorage.
 */
import type { AppFrame, SectionSlot } from '@/lib/app-frame';

export type QuizSectionId = 'intro' | 'quiz' | 'scores' | 'how';

export interface QuizQuestion {
  id: string;
  question: string;
  options: string[];
  /** Index of the right option. */
  answer: number;
  /** Shown after an answer, right or wrong; none when empty. */
  explanation: string;
}

/** A finished round. */
export interface Attempt {
  /** When it ended (ISO 8601). */
  date: string;
  score: number;
  total: number;
}

export interface QuizTexts {
  /** "{n} questions · no time limit" */
  heroEyebrow: string;
  heroTitle: string;
  heroSubtitle: string;
  /** The hero's call to action: scrolls to the quiz. */
  heroCta: string;
  /** The heading over the listed topics. */
  topicsTitle: string;
  /** "Your best: {score} / {total}" */
  bestSoFar: string;
  /** "Question {n} of {total}" */
  progress: string;
  /** "Score: {n}" */
  score: string;
  answersLabel: string;
  correct: string;
  /** "Not quite. The answer is {answer}." */
  wrong: string;
  yourAnswer: string;
  rightAnswer: string;
  next: string;
  finish: string;
  pickFirst: string;
  /** "You scored {score} out of {total}" */
  resultsTitle: string;
  perfect: string;
  great: string;
  good: string;
  keepGoing: string;
  newBest: string;
  review: string;
  playAgain: string;
  best: string;
  attempts: string;
  average: string;
  noScores: string;
  noScoresHint: string;
  history: string;
  chartLabel: string;
  clearScores: string;
  how1: string;
  how2: string;
  how3: string;
  /** What an empty chart says. */
  noData: string;
}

export interface QuizSchema {
  frame: AppFrame;
  /** The sections shown, in order, each on its page. */
  sections: SectionSlot<QuizSectionId>[];
  /** A chart of the score per round beside the scores. */
  features: { charts: boolean };
  /** Where finished rounds are kept ("{slug}:{key}"). */
  storage: { key: string };
  questions: QuizQuestion[];
  /** What the brief listed that the quiz has no question (with a known answer) for: shown as topics. */
  topics: string[];
  texts: QuizTexts;
}
