import { answerFields, clearTicket, isAnswered, loadPending, mergeAnswers, nextSeq, storePending } from '../lib/answer-store';
import { clockOffset, formatClock, secondsLeft } from '../lib/clock';

describe('answer store', () => {
  beforeEach(() => localStorage.clear());

  it('draws strictly increasing sequence numbers, even within one millisecond', () => {
    const seqs = Array.from({ length: 50 }, () => nextSeq());
    for (let i = 1; i < seqs.length; i++) expect(seqs[i]).toBeGreaterThan(seqs[i - 1]);
    expect(seqs[0]).toBeGreaterThanOrEqual(Date.now() * 1000 - 1_000_000);
  });

  it('shows a pending answer newer than the server’s and drops pending ones the server already has', () => {
    const server = [
      { id: 1, checked: 11, seq: 100 },
      { id: 2, checked: 21, seq: 300 },
      { id: 3, checked: null, seq: 0 },
    ];
    const { answers, pending } = mergeAnswers(server, {
      1: { value: 12, seq: 200 }, // chosen offline after the server's: shown, still to send
      2: { value: 22, seq: 250 }, // older than the server's: dropped
    });
    expect(answers).toEqual({ 1: 12, 2: 21 });
    expect(pending).toEqual({ 1: { value: 12, seq: 200 } });
  });

  it('keeps pending answers across a reload (localStorage) until the ticket is cleared', () => {
    storePending(7, { 5: { value: 9, seq: 1 }, 6: { value: [1, null], seq: 2 }, 8: { value: '12,0', seq: 3 } });
    expect(loadPending(7)).toEqual({ 5: { value: 9, seq: 1 }, 6: { value: [1, null], seq: 2 }, 8: { value: '12,0', seq: 3 } });
    storePending(7, {});
    expect(loadPending(7)).toEqual({});
    // a pending answer kept by the page before typed answers still loads
    localStorage.setItem('exam-pending:7', JSON.stringify({ 5: { option_id: 9, seq: 1 } }));
    expect(loadPending(7)).toEqual({ 5: { value: 9, seq: 1 } });
    storePending(7, { 5: { value: 9, seq: 1 } });
    clearTicket(7);
    expect(loadPending(7)).toEqual({});
  });
});

describe('typed answers', () => {
  it('merges the server’s pairs and texts, sends the field of each type, and counts only real answers', () => {
    const { answers } = mergeAnswers(
      [
        { id: 1, checked: null, pairs: [2, null], answer_text: null, seq: 5 },
        { id: 2, checked: null, pairs: null, answer_text: '12', seq: 5 },
        { id: 3, checked: null, pairs: null, answer_text: null, seq: 0 },
      ],
      { 2: { value: '12,0', seq: 9 } },
    );
    expect(answers).toEqual({ 1: [2, null], 2: '12,0' });
    expect(answerFields(3)).toEqual({ option_id: 3 });
    expect(answerFields([0, 1])).toEqual({ pairs: [0, 1] });
    expect(answerFields('insho')).toEqual({ text: 'insho' });
    expect([undefined, '', '  ', [null, null], [null, 0], 'x', 1].map((v) => isAnswered(v))).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
  });
});

describe('server clock', () => {
  it('counts down from the server’s deadline whatever this browser’s clock says', () => {
    // the browser is 5 minutes behind the server
    const serverNow = 1_700_000_000_000;
    const offset = clockOffset(serverNow, serverNow - 300_000);
    const deadline = serverNow + 60 * 60_000;
    expect(secondsLeft(deadline, offset, serverNow - 300_000)).toBe(3600);
    expect(secondsLeft(deadline, offset, serverNow - 300_000 + 1500)).toBe(3599);
    expect(secondsLeft(deadline, offset, serverNow + 3600_000)).toBe(0);
  });

  it('formats h:mm:ss and mm:ss', () => {
    expect(formatClock(10_800)).toBe('3:00:00');
    expect(formatClock(299)).toBe('04:59');
    expect(formatClock(0)).toBe('00:00');
  });
});
