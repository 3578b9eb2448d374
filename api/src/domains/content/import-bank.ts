// Kind "bank" (ADR 039): a topic of a question bank is written as two topic tests of the same
// lesson_key (its uz and ru versions) by the topic-tests writer, so the natural keys, the
// nothing-is-deleted rule and writing only what differs are the same as for a topic-tests file:
//   themed_test  by (subject_id, lesson_key = topic.key, language_id), with the topic's share
//   question     by (test_id, key = item id), with the explanation and difficulty of the item
//   question_option by (question_id, position); is_correct from `answer`
import type { Db } from '../../db/client';
import type { BankFile } from './format-bank';
import { itemsOf, subjectReferences } from './format';
import { DEFAULT_THEMED_BALL } from '@platform/shared/topic-tests';
import { importTopicTests, type WrittenTest, type WrittenTests } from './import-topic-tests';
import type { ImportResult } from './import-rows';

/** The two topic tests (uz, ru) a bank file is written as. */
export function bankAsTests(file: BankFile): WrittenTests {
  const testIn = (language: 'uz' | 'ru'): WrittenTest => ({
    key: file.topic.key,
    language,
    name: language === 'uz' ? file.topic.name_uz : file.topic.name_ru,
    sort: file.topic.sort,
    share: file.topic.share,
    opens_at: null,
    questions: file.items.map((item) => ({
      key: item.id,
      text: item[language].text,
      image: item.image,
      ball: DEFAULT_THEMED_BALL,
      options: item[language].options.map((text) => ({ text })),
      answer: item.answer,
      explanation: item[language].explanation,
      difficulty: item.difficulty,
    })),
  });
  return { subjects: [{ slug: file.subject, tests: [testIn('uz'), testIn('ru')] }] };
}

/** Writes a validated bank file inside the import's transaction. */
export async function importBank(tx: Db, file: BankFile, input: unknown, now: Date): Promise<Omit<ImportResult, 'kind'>> {
  return importTopicTests(tx, bankAsTests(file), input, now, subjectReferences(file), itemsOf(file));
}
