/**
 * A single-choice question as a learner sees it: the options' radio group (topic tests, the review page)
 * and its styles (`@platform/shared/styles/question.module.css`, also the exam screen's and the studio's
 * preview). Its own entry, like `/math`: only the remotes that draw questions load it.
 */
export { AnswerOptions, type OptionState, type ShownOption } from './answer-options';
