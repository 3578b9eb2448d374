import { MathText } from '@platform/shared/math';
import { visuallyHidden } from '@platform/shared/ui';
import q from '../styles/question.module.css';

/** An option as shown: its letter, text and picture. */
export interface ShownOption {
  id: number;
  letter: string;
  text: string;
  image: string | null;
}

/** How an option looks: chosen before checking, or coloured after (SPEC §4). */
export type OptionState = 'idle' | 'selected' | 'correct' | 'wrong';

interface AnswerOptionsProps {
  options: ShownOption[];
  /** the radio group's name and the id of the text that labels it */
  name: string;
  labelledBy: string;
  stateOf: (optionId: number) => OptionState;
  /** the option the radio group shows checked */
  checked: number | null;
  locked: boolean;
  onSelect: (optionId: number) => void;
  /** texts of the screen's namespace */
  labels: { optionImage: (letter: string) => string; correct: string; wrong: string };
  /** `data-testid` of an option, by its letter */
  testId: (letter: string) => string;
}

/**
 * The options of a question that is answered at once (topic tests, the review page): a native radio
 * group (arrow keys move between options), selectable until answered; afterwards the right option is
 * green with ✓ and a wrong chosen one red with ✕, said to screen readers too.
 */
export function AnswerOptions({ options, name, labelledBy, stateOf, checked, locked, onSelect, labels, testId }: AnswerOptionsProps) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={q.options}>
      {options.map((option) => {
        const state = stateOf(option.id);
        const letter = option.letter.toUpperCase();
        return (
          <label
            key={option.id}
            className={`${q.option} ${q.marked}`}
            data-testid={testId(option.letter)}
            data-state={state}
            data-locked={locked || undefined}
          >
            <input
              type="radio"
              className={q.input}
              name={name}
              value={option.id}
              checked={checked === option.id}
              disabled={locked}
              onChange={() => onSelect(option.id)}
            />
            <span className={q.letter}>{letter}</span>{' '}
            <span className={q.body}>
              {option.text && (
                <span className={q.name}>
                  <MathText text={option.text} />
                </span>
              )}
              {option.image && <img className={q.optionImage} src={option.image} alt={labels.optionImage(letter)} />}
            </span>
            {state === 'correct' && <span className={visuallyHidden}>, {labels.correct}</span>}
            {state === 'wrong' && <span className={visuallyHidden}>, {labels.wrong}</span>}
            {(state === 'correct' || state === 'wrong') && (
              <span className={q.mark} aria-hidden="true">
                {state === 'correct' ? '✓' : '✕'}
              </span>
            )}
          </label>
        );
      })}
    </div>
  );
}
