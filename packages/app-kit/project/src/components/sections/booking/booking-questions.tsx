/**
 * The booking form's own questions (BookingSchema.questions): one labelled control each, of the kind
 * the question takes, every answer optional. Answers are kept by question id while the form is open.
 */
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { FormField } from '@/components/sections/form-field';
import type { BookingQuestion, QuestionType } from '@/lib/booking';
import { cn } from '@/lib/utils';

export type Answers = Record<string, string>;

/** A ticked yes/no question, in every language. */
const YES = '✓';

const INPUT_TYPES: Partial<Record<QuestionType, React.HTMLInputTypeAttribute>> = {
  number: 'number',
  phone: 'tel',
  email: 'email',
  date: 'date',
  time: 'time',
};

const AUTOCOMPLETE: Partial<Record<QuestionType, string>> = { phone: 'tel', email: 'email' };

/** The answers worth keeping, with their questions, in the form's order. */
export function answered(
  questions: readonly BookingQuestion[],
  answers: Answers,
): { label: string; value: string }[] {
  return questions
    .map((question) => ({ label: question.label, value: (answers[question.id] ?? '').trim() }))
    .filter((answer) => answer.value !== '');
}

export function BookingQuestions({
  id,
  questions,
  answers,
  onChange,
  className,
}: {
  id: string;
  questions: readonly BookingQuestion[];
  answers: Answers;
  onChange: (answers: Answers) => void;
  className?: string;
}) {
  if (questions.length === 0) return null;
  const set = (question: BookingQuestion, value: string) => onChange({ ...answers, [question.id]: value });
  return (
    <div className={cn('grid gap-4 sm:grid-cols-2', className)}>
      {questions.map((question) => {
        const controlId = `${id}-q-${question.id}`;
        const value = answers[question.id] ?? '';
        if (question.type === 'boolean')
          return (
            <div key={question.id} className="flex items-center gap-3 self-end pb-2">
              <Checkbox
                id={controlId}
                checked={value !== ''}
                onCheckedChange={(checked) => set(question, checked === true ? YES : '')}
              />
              <Label htmlFor={controlId}>{question.label}</Label>
            </div>
          );
        return (
          <FormField
            key={question.id}
            id={controlId}
            label={question.label}
            className={question.type === 'longtext' ? 'sm:col-span-2' : undefined}
          >
            {(control) =>
              question.type === 'longtext' ? (
                <Textarea
                  {...control}
                  rows={3}
                  value={value}
                  onChange={(e) => set(question, e.target.value)}
                />
              ) : question.type === 'choice' ? (
                <NativeSelect {...control} value={value} onChange={(e) => set(question, e.target.value)}>
                  <option value="">–</option>
                  {(question.options ?? []).map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </NativeSelect>
              ) : (
                <Input
                  {...control}
                  type={INPUT_TYPES[question.type] ?? 'text'}
                  {...(question.type === 'number' ? { min: 0, inputMode: 'numeric' as const } : {})}
                  {...(question.type === 'phone' || question.type === 'email' ? { dir: 'ltr' } : {})}
                  autoComplete={AUTOCOMPLETE[question.type]}
                  value={value}
                  onChange={(e) => set(question, e.target.value)}
                />
              )
            }
          </FormField>
        );
      })}
    </div>
  );
}
