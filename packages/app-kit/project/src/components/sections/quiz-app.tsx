/**
 * A whole quiz site described by a `QuizSchema`: the frame with its pages, and on them the sections the
 * schema lists (the intro, the quiz, the finished rounds, how it works), sharing the rounds kept in
 * localStorage. Every word it shows comes from the schema.
 */
import { BookOpenIcon, MousePointerClickIcon, TrophyIcon } from 'lucide-react';

import { AppPages } from '@/components/sections/app-shell';
import { isNewBest, recordAttempt, savedAttempts } from '@/components/sections/quiz/logic';
import { QuizHero } from '@/components/sections/quiz/quiz-hero';
import { QuizPlay } from '@/components/sections/quiz/quiz-play';
import { QuizScores } from '@/components/sections/quiz/quiz-scores';
import { SiteSection } from '@/components/sections/site-section';
import { SiteSteps } from '@/components/sections/site-steps';
import type { SectionSlot } from '@/lib/app-frame';
import type { Attempt, QuizSchema, QuizSectionId } from '@/lib/quiz';
import { useAppData } from '@/lib/stored-state';

/** The sections that carry their page's <h1>. */
const HEROES: readonly QuizSectionId[] = ['intro'];

export function QuizApp({ schema }: { schema: QuizSchema }) {
  const { frame, texts } = schema;
  const [stored, setAttempts] = useAppData<Attempt[]>(frame, schema.storage.key, () => []);
  const attempts = savedAttempts(stored);
  const slotOf = (id: QuizSectionId) => schema.sections.find((s) => s.id === id);
  const quiz = slotOf('quiz');
  // The brief's topics show in the intro, or above the quiz when there is no intro.
  const topicsIn = schema.topics.length === 0 ? null : slotOf('intro') ? 'intro' : 'quiz';

  function finish(attempt: Attempt): boolean {
    setAttempts((previous) => recordAttempt(savedAttempts(previous), attempt));
    return isNewBest(attempts, attempt);
  }

  function section(slot: SectionSlot<QuizSectionId>) {
    switch (slot.id) {
      case 'intro':
        return (
          <QuizHero
            schema={schema}
            attempts={attempts}
            quizHere={quiz !== undefined && quiz.page === slot.page}
            topics={topicsIn === 'intro'}
          />
        );
      case 'quiz':
        return <QuizPlay schema={schema} title={slot.title} topics={topicsIn === 'quiz'} onFinish={finish} />;
      case 'scores':
        return (
          <QuizScores
            schema={schema}
            title={slot.title}
            attempts={attempts}
            onClear={() => setAttempts([])}
          />
        );
      case 'how':
        return (
          <SiteSection id="how" title={slot.title}>
            <SiteSteps
              steps={[
                { icon: MousePointerClickIcon, text: texts.how1 },
                { icon: BookOpenIcon, text: texts.how2 },
                { icon: TrophyIcon, text: texts.how3 },
              ]}
            />
          </SiteSection>
        );
    }
  }

  return <AppPages frame={frame} sections={schema.sections} render={section} layout="site" heroes={HEROES} />;
}
