import { computed } from 'nanostores';
import { storedAtom } from '../client/stored.ts';

/** Answers of the test in progress, kept on the device so a reload loses nothing. */
export const $selectAns = storedAtom<Record<string, number>>('selectAns', {});
/** 1-based page of the question flow (SPEC §3: questionPageNum, default 1). */
export const $questionPageNum = storedAtom<number>('questionPageNum', 1);
export const $answeredCount = computed($selectAns, (a) => Object.keys(a).length);

export function answer(questionId: string, value: number) {
  $selectAns.set({ ...$selectAns.get(), [questionId]: value });
}

export function resetAnswers() {
  $selectAns.set({});
  $questionPageNum.set(1);
}
