import { testIdFromParam } from '../lib/test-param';
import { optionState, questionOptions, startIndex, withAnswer } from '../lib/quiz-state';
import { answered, makeQuestion, makeQuiz } from './helpers';

describe('the :test parameter', () => {
  it.each([
    ['12-kasrlar', 12],
    ['12', 12],
    ['7-oddiy-kasrlar-2', 7],
    ['2147483647-x', 2_147_483_647],
  ])('%s → %s', (param, id) => expect(testIdFromParam(param)).toBe(id));

  it.each([undefined, '', 'kasrlar', '-12', '0-kasrlar', '12kasrlar', '2147483648-x', '99999999999-x'])('%s has no test id', (param) =>
    expect(testIdFromParam(param)).toBeNull(),
  );
});

describe('quiz state', () => {
  it('starts at the first unanswered question, or the last when all are answered', () => {
    expect(startIndex([makeQuestion(1), makeQuestion(2)])).toBe(0);
    expect(startIndex([answered(1, 'a'), makeQuestion(2), answered(3, 'b')])).toBe(1);
    expect(startIndex([answered(1, 'a'), answered(2, 'c')])).toBe(1);
  });

  it('colours options only after answering', () => {
    const q = makeQuestion(1);
    expect(questionOptions(q).map((o) => optionState(q, o.id, 12))).toEqual(['idle', 'selected', 'idle', 'idle']);
    const wrong = answered(1, 'd');
    expect(questionOptions(wrong).map((o) => optionState(wrong, o.id, null))).toEqual(['idle', 'correct', 'idle', 'wrong']);
    const right = answered(1, 'b');
    expect(questionOptions(right).map((o) => optionState(right, o.id, null))).toEqual(['idle', 'correct', 'idle', 'idle']);
  });

  it('marks one question answered in the quiz', () => {
    const quiz = makeQuiz([makeQuestion(1), makeQuestion(2)]);
    const next = withAnswer(quiz, { id: 102, checked: 23, is_true: 22 });
    expect(next.test[0].questions.map((q) => [q.checked, q.is_true])).toEqual([
      [0, null],
      [23, 22],
    ]);
    expect(quiz.test[0].questions[1].checked).toBe(0);
  });
});
