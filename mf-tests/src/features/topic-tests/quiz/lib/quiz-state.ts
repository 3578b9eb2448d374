import type { CheckAnswer, Question, Quiz } from '@platform/shared/topic-tests';

export const OPTION_LETTERS = ['a', 'b', 'c', 'd'] as const;
export type OptionLetter = (typeof OPTION_LETTERS)[number];

export interface QuizOption {
  letter: OptionLetter;
  id: number;
  name: string;
  image: string | null;
}

/** How an option looks: chosen before checking, or coloured after (SPEC §4). */
export type OptionState = 'idle' | 'selected' | 'correct' | 'wrong';

/** Every question of the ticket, in order. */
export function quizQuestions(quiz: Quiz): Question[] {
  return quiz.test.flatMap((block) => block.questions);
}

export function isAnswered(question: Question): boolean {
  return question.checked !== 0;
}

export function answeredCount(questions: readonly Question[]): number {
  return questions.filter(isAnswered).length;
}

/** Where a resumed ticket starts: the first unanswered question, else the last one. */
export function startIndex(questions: readonly Question[]): number {
  const first = questions.findIndex((q) => !isAnswered(q));
  return first === -1 ? Math.max(0, questions.length - 1) : first;
}

export function questionOptions(question: Question): QuizOption[] {
  return [
    { letter: 'a', id: question.var_a_id, name: question.var_a_name, image: question.var_a_image },
    { letter: 'b', id: question.var_b_id, name: question.var_b_name, image: question.var_b_image },
    { letter: 'c', id: question.var_c_id, name: question.var_c_name, image: question.var_c_image },
    { letter: 'd', id: question.var_d_id, name: question.var_d_name, image: question.var_d_image },
  ];
}

export function optionState(question: Question, optionId: number, selected: number | null): OptionState {
  if (!isAnswered(question)) return selected === optionId ? 'selected' : 'idle';
  if (optionId === question.is_true) return 'correct';
  if (optionId === question.checked) return 'wrong';
  return 'idle';
}

/** The quiz with one question marked answered, as the check-test answer says. */
export function withAnswer(quiz: Quiz, answer: Pick<CheckAnswer, 'id' | 'checked' | 'is_true' | 'explanation'>): Quiz {
  return {
    ...quiz,
    test: quiz.test.map((block) => ({
      ...block,
      questions: block.questions.map((q) =>
        q.id === answer.id ? { ...q, checked: answer.checked, is_true: answer.is_true, explanation: answer.explanation ?? null } : q,
      ),
    })),
  };
}
