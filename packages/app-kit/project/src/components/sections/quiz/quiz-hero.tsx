/** The quiz's opening: how many questions, the headline, a link down to the quiz and the best round. */
import { PlayIcon, TrophyIcon } from 'lucide-react';

import { bestAttempt } from '@/components/sections/quiz/logic';
import { ChipList } from '@/components/sections/site-chips';
import { SiteHero } from '@/components/sections/site-hero';
import { scrollToSection } from '@/components/sections/site-section';
import { Button } from '@/components/ui/button';
import { fmt } from '@/lib/app-frame';
import type { Attempt, QuizSchema } from '@/lib/quiz';

export function QuizHero({
  schema,
  attempts,
  quizHere,
  topics,
}: {
  schema: QuizSchema;
  attempts: readonly Attempt[];
  /** The quiz is on this page: the call to action scrolls to it. */
  quizHere: boolean;
  /** The brief's topics show here (else above the quiz). */
  topics: boolean;
}) {
  const { texts } = schema;
  const best = bestAttempt(attempts);
  return (
    <SiteHero
      id="intro"
      eyebrow={fmt(texts.heroEyebrow, { n: schema.questions.length })}
      title={texts.heroTitle}
      subtitle={texts.heroSubtitle}
    >
      {topics ? <ChipList title={texts.topicsTitle} items={schema.topics} className="max-w-2xl" /> : null}
      {quizHere ? (
        <Button asChild size="lg">
          <a href="#quiz" onClick={(event) => scrollToSection(event, 'quiz')}>
            <PlayIcon aria-hidden className="rtl:-scale-x-100" />
            {texts.heroCta}
          </a>
        </Button>
      ) : null}
      {best ? (
        <p className="flex items-center justify-center gap-2 text-sm font-medium">
          <TrophyIcon aria-hidden className="size-4" />
          {fmt(texts.bestSoFar, { score: best.score, total: best.total })}
        </p>
      ) : null}
    </SiteHero>
  );
}
