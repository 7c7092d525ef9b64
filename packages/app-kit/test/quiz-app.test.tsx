// The quiz site rendered on the server for a capitals schema, at its two routes and in the states a round
// goes through (a new question, an answer given, the results), the generic site parts it is built from,
// and the rules it runs on (locked answers, scoring, verdicts, best rounds, saved rounds, arrow keys).
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { QuizApp } from '@/components/sections/quiz-app';
import {
  KEPT_ATTEMPTS,
  NEW_ROUND,
  advance,
  averageShare,
  bestAttempt,
  choose,
  isNewBest,
  optionAfterKey,
  recordAttempt,
  savedAttempts,
  scoreOf,
  verdict,
  type Round,
} from '@/components/sections/quiz/logic';
import { QuizHero } from '@/components/sections/quiz/quiz-hero';
import { QuizPlay } from '@/components/sections/quiz/quiz-play';
import { QuizScores } from '@/components/sections/quiz/quiz-scores';
import { SiteHero } from '@/components/sections/site-hero';
import { SiteSection } from '@/components/sections/site-section';
import type { Attempt, QuizSchema } from '@/lib/quiz';
import { CAPITALS } from './support/capitals-quiz.ts';
import { textOf } from './support/html.ts';

function render(schema: QuizSchema = CAPITALS, path = '/') {
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <QuizApp schema={schema} />
    </MemoryRouter>,
  );
}

const play = (start: Round, schema: QuizSchema = CAPITALS) =>
  renderToString(
    <QuizPlay schema={schema} title="The quiz" topics={false} onFinish={() => false} start={start} />,
  );

const attempt = (score: number, total = 4, date = '2026-03-10T18:30:00.000Z'): Attempt => ({
  date,
  score,
  total,
});

/** The option buttons of the rendered question, as [name, aria-checked]. */
function radios(html: string): [string, string][] {
  return [
    ...html.matchAll(/<button[^>]*role="radio"[^>]*aria-checked="(true|false)"[^>]*>(.*?)<\/button>/g),
  ].map((m) => [textOf(m[2] ?? '').trim(), m[1] ?? '']);
}

describe('QuizApp', () => {
  it('opens on the intro, the first question and how it works, with one h1 and the scores on their own page', () => {
    const html = render();
    const text = textOf(html);
    expect(html.match(/<h1[^>]*>/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*id="intro-title"[^>]*>How much do you know about world capitals\?<\/h1>/);
    expect(text).toContain('4 questions · no time limit');
    // The call to action scrolls to the quiz on the same page.
    expect(html).toMatch(/<a[^>]*href="#quiz"[^>]*>.*Start the quiz<\/a>/);
    // The listed topics show in the intro, under their own heading.
    expect(text).toContain('More questions on the way Rivers Mountains');
    const headings = [...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(headings).toEqual(['More questions on the way', 'The quiz', 'How it works']);
    expect(html).toContain('id="quiz"');
    expect(text).toContain('Question 1 of 4');
    expect(text).toContain('Score: 0');
    expect(text).toContain('What is the capital of France?');
    expect(text).toContain('Choose an answer to continue.');
    // The options are a radio group under its label; only the first is in the tab order.
    expect(html).toMatch(
      /role="radiogroup"[^>]*aria-label="Answers"|aria-label="Answers"[^>]*role="radiogroup"/,
    );
    expect(radios(html)).toEqual([
      ['Paris', 'false'],
      ['Marseille', 'false'],
      ['Nice', 'false'],
      ['Lyon', 'false'],
    ]);
    expect(html.match(/role="radio"[^>]*tabindex="0"/g)).toHaveLength(1);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Next question/);
    expect(html).toMatch(/role="progressbar"[^>]*aria-label="Question 1 of 4"/);
    expect(text).toContain('Pick the answer you think is right.');
    // No rounds yet: neither a best score nor the scores section on this page.
    expect(text).not.toContain('Your best');
    expect(text).not.toContain('Your scores');
    // The nav links both pages.
    expect(html).toMatch(/<a[^>]*href="\/scores"[^>]*>Scores<\/a>/);
  });

  it('gives the scores page its own heading and says when no round is finished', () => {
    const html = render(CAPITALS, '/scores');
    const text = textOf(html);
    expect(html).toMatch(/<h1[^>]*>Scores<\/h1>/);
    expect(html).toMatch(/<h2[^>]*id="scores-title"[^>]*>Your scores<\/h2>/);
    expect(text).toContain('No rounds yet');
    expect(text).not.toContain('What is the capital of France?');
  });

  it('on one page with no intro, shows the topics above the quiz and a page heading instead of a hero', () => {
    const schema: QuizSchema = {
      ...CAPITALS,
      frame: { ...CAPITALS.frame, pages: [CAPITALS.frame.pages[0]!] },
      sections: [
        { id: 'quiz', page: 'main', title: 'The quiz' },
        { id: 'scores', page: 'main', title: 'Your scores' },
      ],
    };
    const html = render(schema);
    expect(html).toMatch(/<h1[^>]*>How much do you know about world capitals\?<\/h1>/);
    expect(html).not.toContain('href="#quiz"');
    expect(html).toMatch(/<h3[^>]*>More questions on the way<\/h3>/);
    expect(textOf(html)).toContain('No rounds yet');
    expect(html).not.toContain('href="/scores"');
  });
});

describe('a round', () => {
  it('after a wrong answer: the pick and the right answer are marked, the explanation shows, Next is on', () => {
    const html = play({ index: 1, answers: [0, 0], done: false });
    const text = textOf(html);
    expect(text).toContain('Question 2 of 4');
    expect(text).toContain('Score: 1');
    expect(radios(html)).toEqual([
      ['Sydney your answer', 'true'],
      ['Melbourne', 'false'],
      ['Canberra correct answer', 'false'],
      ['Perth', 'false'],
    ]);
    // Answers are final: the options say so instead of leaving the tab order.
    expect(html.match(/aria-disabled="true"/g)).toHaveLength(4);
    expect(text).toContain('Not quite. The answer is Canberra.');
    expect(text).toContain('Canberra was built as a compromise');
    expect(html).toMatch(/aria-live="polite"/);
    expect(html).toMatch(/<button(?![^>]*disabled="")[^>]*>Next question/);
    expect(html).toMatch(/aria-valuenow="2"/);
  });

  it('on the last question the button reads "See results", and the results review every answer', () => {
    expect(textOf(play({ index: 3, answers: [0, 2, 0, 1], done: false }))).toContain('See results');
    const html = play({ index: 3, answers: [0, 2, 1, 1], done: true });
    const text = textOf(html);
    expect(text).toContain('You scored 3 out of 4');
    expect(text).toContain('Great job, you really know your stuff.');
    expect(text).toContain('Your answers');
    expect(text).toContain('Correct! What is the capital of France? Paris');
    expect(text).toContain('Not quite. The answer is Ottawa. What is the capital of Canada? Ottawa');
    expect(text).toContain('Play again');
    expect(html).not.toContain('role="radiogroup"');
  });
});

describe('QuizHero and QuizScores', () => {
  it('the hero shows the best round and leaves the call to action out when the quiz is elsewhere', () => {
    const html = renderToString(
      <QuizHero
        schema={CAPITALS}
        attempts={[attempt(2), attempt(3, 5), attempt(1)]}
        quizHere={false}
        topics={false}
      />,
    );
    expect(textOf(html)).toContain('Your best: 3 / 5');
    expect(html).not.toContain('href="#quiz"');
    expect(textOf(html)).not.toContain('Rivers');
  });

  it('the scores show the best, the rounds, the average, a chart and the latest rounds first', () => {
    const rounds = [attempt(2, 4, '2026-03-01T10:00:00.000Z'), attempt(4, 4, '2026-03-02T10:00:00.000Z')];
    const html = renderToString(
      <QuizScores schema={CAPITALS} title="Your scores" attempts={rounds} onClear={() => {}} />,
    );
    const text = textOf(html);
    expect(text).toContain('Best score 4 / 4');
    expect(text).toContain('Rounds played 2');
    expect(text).toContain('Average 75%');
    expect(text).toContain('Score per round, in percent');
    expect(text.indexOf('Mar 2, 2026')).toBeLessThan(text.indexOf('Mar 1, 2026'));
    expect(text).toContain('Clear scores');
    const bare = renderToString(
      <QuizScores
        schema={{ ...CAPITALS, features: { charts: false } }}
        title="Your scores"
        attempts={rounds}
        onClear={() => {}}
      />,
    );
    expect(textOf(bare)).not.toContain('Score per round');
  });
});

describe('the site parts', () => {
  it('a hero has one h1 with an eyebrow, subtitle and what the site adds; a section is a labelled region', () => {
    const hero = renderToString(
      <SiteHero eyebrow="New" title="Fresh bread" subtitle="Every morning" align="start">
        <a href="#menu">See the menu</a>
      </SiteHero>,
    );
    expect(hero).toMatch(/<section[^>]*id="hero"[^>]*aria-labelledby="hero-title"/);
    expect(hero).toMatch(/<h1[^>]*id="hero-title"[^>]*>Fresh bread<\/h1>/);
    expect(textOf(hero)).toContain('New Fresh bread Every morning See the menu');
    const section = renderToString(
      <SiteSection id="menu" title="Menu" intro="Baked today" tinted>
        <p>Rye</p>
      </SiteSection>,
    );
    expect(section).toMatch(/<section[^>]*id="menu"[^>]*aria-labelledby="menu-title"/);
    expect(section).toMatch(/<h2[^>]*id="menu-title"[^>]*>Menu<\/h2>/);
    expect(textOf(section)).toContain('Menu Baked today Rye');
    expect(section).toContain('bg-muted/50');
  });
});

describe('the quiz rules', () => {
  const questions = CAPITALS.questions;

  it('an answer is locked in, Next needs one, and the last Next ends the round', () => {
    const first = choose(NEW_ROUND, 3, questions);
    expect(first.answers).toEqual([3]);
    expect(choose(first, 0, questions)).toBe(first);
    expect(choose(NEW_ROUND, 4, questions)).toBe(NEW_ROUND);
    expect(choose(NEW_ROUND, -1, questions)).toBe(NEW_ROUND);
    expect(advance(NEW_ROUND, 4)).toBe(NEW_ROUND);
    let round = advance(first, 4);
    expect(round.index).toBe(1);
    for (const option of [2, 0, 1]) round = advance(choose(round, option, questions), 4);
    expect(round).toEqual({ index: 3, answers: [3, 2, 0, 1], done: true });
    expect(choose(round, 0, questions)).toBe(round);
    expect(scoreOf(questions, round.answers)).toBe(3);
    expect(scoreOf(questions, [])).toBe(0);
  });

  it('says how a score went', () => {
    const texts = CAPITALS.texts;
    expect(verdict(4, 4, texts)).toBe(texts.perfect);
    expect(verdict(3, 4, texts)).toBe(texts.great);
    expect(verdict(2, 4, texts)).toBe(texts.good);
    expect(verdict(1, 4, texts)).toBe(texts.keepGoing);
    expect(verdict(0, 0, texts)).toBe(texts.keepGoing);
  });

  it('keeps the best round by share, the latest rounds and their average', () => {
    expect(bestAttempt([])).toBeUndefined();
    const rounds = [attempt(3, 8), attempt(3, 4), attempt(6, 8)];
    expect(bestAttempt(rounds)).toBe(rounds[1]);
    expect(isNewBest([], attempt(0))).toBe(false);
    expect(isNewBest([], attempt(1))).toBe(true);
    expect(isNewBest(rounds, attempt(3, 4))).toBe(false);
    expect(isNewBest(rounds, attempt(7, 8))).toBe(true);
    expect(averageShare([])).toBe(0);
    expect(averageShare([attempt(2), attempt(4)])).toBe(0.75);
    let many: Attempt[] = [];
    for (let i = 0; i < KEPT_ATTEMPTS + 5; i++) many = recordAttempt(many, attempt(i % 5));
    expect(many).toHaveLength(KEPT_ATTEMPTS);
    expect(many.at(-1)?.score).toBe((KEPT_ATTEMPTS + 4) % 5);
  });

  it('reads only well-formed saved rounds', () => {
    const good = attempt(2);
    expect(savedAttempts(null)).toEqual([]);
    expect(savedAttempts('x')).toEqual([]);
    expect(
      savedAttempts([
        good,
        { date: 'yesterday', score: 1, total: 4 },
        { date: good.date, score: 5, total: 4 },
        { date: good.date, score: 1, total: 0 },
        { date: good.date, score: '1', total: 4 },
        null,
      ]),
    ).toEqual([good]);
  });

  it('moves between options with arrow keys, wrapping, and mirrors left and right in right-to-left pages', () => {
    expect(optionAfterKey(0, 'ArrowDown', 4)).toBe(1);
    expect(optionAfterKey(3, 'ArrowDown', 4)).toBe(0);
    expect(optionAfterKey(0, 'ArrowUp', 4)).toBe(3);
    expect(optionAfterKey(1, 'ArrowRight', 4)).toBe(2);
    expect(optionAfterKey(1, 'ArrowLeft', 4)).toBe(0);
    expect(optionAfterKey(1, 'ArrowRight', 4, true)).toBe(0);
    expect(optionAfterKey(1, 'ArrowLeft', 4, true)).toBe(2);
    expect(optionAfterKey(2, 'Home', 4)).toBe(0);
    expect(optionAfterKey(0, 'End', 4)).toBe(3);
    expect(optionAfterKey(0, 'Enter', 4)).toBeNull();
    expect(optionAfterKey(0, 'ArrowDown', 0)).toBeNull();
  });
});
