/**
 * The quiz itself: one question at a time with its progress and score, the options as a radio group
 * (arrow keys move between them, Space or Enter answers; an answer is final), feedback with the
 * explanation, then the results with a review of every answer and a button to play again.
 */
import * as React from 'react';
import { ArrowRightIcon, CheckCircle2Icon, RotateCcwIcon, TrophyIcon, XCircleIcon } from 'lucide-react';

import {
  NEW_ROUND,
  advance,
  choose,
  isAnswered,
  optionAfterKey,
  scoreOf,
  verdict,
  type Round,
} from '@/components/sections/quiz/logic';
import { ChipList } from '@/components/sections/site-chips';
import { SiteSection } from '@/components/sections/site-section';
import { Button } from '@/components/ui/button';
import { fmt } from '@/lib/app-frame';
import type { Attempt, QuizQuestion, QuizSchema, QuizTexts } from '@/lib/quiz';
import { cn } from '@/lib/utils';

/** Right and wrong as the theme cannot express them: fixed shades with AA contrast in both modes. */
const RIGHT = 'border-emerald-600 bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100';
const WRONG = 'border-red-600 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100';

function Bar({ value, max }: { value: number; max: number }) {
  // A block child starts at the inline start, so the bar fills from the right in right-to-left pages.
  return (
    <div
      className="h-full rounded-full bg-primary transition-[width]"
      style={{ width: `${max > 0 ? (value / max) * 100 : 0}%` }}
    />
  );
}

function AnswerGroup({
  question,
  chosen,
  texts,
  onChoose,
}: {
  question: QuizQuestion;
  chosen: number | undefined;
  texts: QuizTexts;
  onChoose: (option: number) => void;
}) {
  const answered = chosen !== undefined;
  const [focus, setFocus] = React.useState(chosen ?? 0);
  const buttons = React.useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: React.KeyboardEvent<HTMLButtonElement>, index: number) {
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const to = optionAfterKey(index, event.key, question.options.length, rtl);
    if (to === null) return;
    event.preventDefault();
    // Arrows only move: picking is final here, so an answer is never given by moving past it.
    setFocus(to);
    buttons.current[to]?.focus();
  }

  return (
    <div role="radiogroup" aria-label={texts.answersLabel} className="mt-5 grid gap-3">
      {question.options.map((option, i) => {
        const isRight = answered && i === question.answer;
        const isWrongPick = answered && i === chosen && i !== question.answer;
        return (
          <button
            key={i}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={chosen === i}
            aria-disabled={answered || undefined}
            tabIndex={i === focus ? 0 : -1}
            onClick={() => {
              setFocus(i);
              onChoose(i);
            }}
            onKeyDown={(event) => onKeyDown(event, i)}
            className={cn(
              'flex w-full items-center justify-between gap-3 rounded-lg border-2 px-4 py-3 text-start font-medium transition outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
              !answered && 'border-border hover:border-primary hover:bg-primary/5',
              isRight && RIGHT,
              isWrongPick && WRONG,
              answered && !isRight && !isWrongPick && 'border-border text-muted-foreground',
            )}
          >
            <span>{option}</span>
            {isRight ? (
              <>
                <CheckCircle2Icon aria-hidden className="size-5 shrink-0" />
                <span className="sr-only">{texts.rightAnswer}</span>
              </>
            ) : null}
            {isWrongPick ? (
              <>
                <XCircleIcon aria-hidden className="size-5 shrink-0" />
                <span className="sr-only">{texts.yourAnswer}</span>
              </>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

export function QuizPlay({
  schema,
  title,
  topics,
  onFinish,
  start = NEW_ROUND,
}: {
  schema: QuizSchema;
  title: string;
  /** The brief's topics show above the quiz (when the page has no intro to show them). */
  topics: boolean;
  /** Records a finished round; true when it is the best so far. */
  onFinish: (attempt: Attempt) => boolean;
  /** The round it opens on (a new one). */
  start?: Round;
}) {
  const { questions, texts } = schema;
  const [round, setRound] = React.useState<Round>(start);
  const [newBest, setNewBest] = React.useState(false);
  const heading = React.useRef<HTMLHeadingElement>(null);
  const moved = React.useRef(false);

  const total = questions.length;
  const question = questions[round.index];
  const chosen = round.answers[round.index];
  const answered = isAnswered(round);
  const score = scoreOf(questions, round.answers);
  const done = round.done || !question;

  // After moving on to the next question or the results, the new heading takes the focus, so a screen
  // reader reads it next.
  React.useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [round.index, round.done]);

  function next() {
    const after = advance(round, total);
    if (after === round) return;
    moved.current = true;
    if (after.done) setNewBest(onFinish({ date: new Date().toISOString(), score, total }));
    setRound(after);
  }

  function restart() {
    moved.current = false;
    setNewBest(false);
    setRound(NEW_ROUND);
  }

  return (
    <SiteSection id="quiz" title={title}>
      {topics ? (
        <ChipList
          title={texts.topicsTitle}
          items={schema.topics}
          level={3}
          className="mx-auto mb-6 max-w-2xl"
        />
      ) : null}
      <div className="mx-auto max-w-2xl rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
        {done ? (
          <div className="text-center">
            <TrophyIcon aria-hidden className="mx-auto size-12" />
            <h3 ref={heading} tabIndex={-1} className="mt-3 text-2xl font-bold outline-none">
              {fmt(texts.resultsTitle, { score, total })}
            </h3>
            <p className="mt-2 text-muted-foreground">{verdict(score, total, texts)}</p>
            {newBest ? <p className="mt-2 font-semibold">{texts.newBest}</p> : null}
            <div aria-hidden className="mx-auto mt-5 h-3 max-w-sm overflow-hidden rounded-full bg-muted">
              <Bar value={score} max={total} />
            </div>
            <h4 className="mt-8 text-start text-lg font-semibold">{texts.review}</h4>
            <ol className="mt-3 space-y-2 text-start">
              {questions.map((q, i) => {
                const ok = round.answers[i] === q.answer;
                return (
                  <li key={q.id} className="flex gap-2 text-sm">
                    {ok ? (
                      <CheckCircle2Icon
                        aria-hidden
                        className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-300"
                      />
                    ) : (
                      <XCircleIcon
                        aria-hidden
                        className="mt-0.5 size-4 shrink-0 text-red-700 dark:text-red-300"
                      />
                    )}
                    <span>
                      <span className="sr-only">
                        {ok ? texts.correct : fmt(texts.wrong, { answer: q.options[q.answer] ?? '' })}{' '}
                      </span>
                      <span className="text-muted-foreground">{q.question}</span>{' '}
                      <span className="font-medium">{q.options[q.answer]}</span>
                    </span>
                  </li>
                );
              })}
            </ol>
            <Button size="lg" className="mt-8" onClick={restart}>
              <RotateCcwIcon aria-hidden />
              {texts.playAgain}
            </Button>
          </div>
        ) : (
          <div>
            <div className="flex items-center justify-between gap-3 text-sm font-medium text-muted-foreground">
              <span>{fmt(texts.progress, { n: round.index + 1, total })}</span>
              <span>{fmt(texts.score, { n: score })}</span>
            </div>
            <div
              role="progressbar"
              aria-label={fmt(texts.progress, { n: round.index + 1, total })}
              aria-valuemin={0}
              aria-valuemax={total}
              aria-valuenow={round.index + (answered ? 1 : 0)}
              className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
            >
              <Bar value={round.index + (answered ? 1 : 0)} max={total} />
            </div>
            <h3 ref={heading} tabIndex={-1} className="mt-6 text-xl font-semibold outline-none sm:text-2xl">
              {question.question}
            </h3>
            <AnswerGroup
              key={question.id}
              question={question}
              chosen={chosen}
              texts={texts}
              onChoose={(option) => setRound(choose(round, option, questions))}
            />
            <div aria-live="polite" className="mt-4 min-h-12">
              {answered ? (
                <div
                  className={cn('rounded-lg border p-3 text-sm', chosen === question.answer ? RIGHT : WRONG)}
                >
                  <p className="font-semibold">
                    {chosen === question.answer
                      ? texts.correct
                      : fmt(texts.wrong, { answer: question.options[question.answer] ?? '' })}
                  </p>
                  {question.explanation ? <p className="mt-1">{question.explanation}</p> : null}
                </div>
              ) : (
                <p className="text-sm text-muted-foreground">{texts.pickFirst}</p>
              )}
            </div>
            <div className="mt-4 flex justify-end">
              <Button onClick={next} disabled={!answered}>
                {round.index + 1 < total ? texts.next : texts.finish}
                <ArrowRightIcon aria-hidden className="rtl:-scale-x-100" />
              </Button>
            </div>
          </div>
        )}
      </div>
    </SiteSection>
  );
}
