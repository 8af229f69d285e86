import { fetchJson } from '@/lib/api';
import { urls } from '@/lib/urls';
import { isBankIndex, isExamBank, type BankIndex, type ExamBank } from '../model/bank';

/**
 * The question bank's files, fetched once per page and shared by every island on it. A failed
 * fetch is forgotten, so "Try again" fetches anew; offline, the service worker answers from its copy.
 */
const index: { promise?: Promise<BankIndex> } = {};
const banks = new Map<string, Promise<ExamBank>>();

function remembered<T>(promise: Promise<T>, forget: () => void): Promise<T> {
  promise.catch(forget);
  return promise;
}

export function loadBankIndex(): Promise<BankIndex> {
  index.promise ??= remembered(fetchJson(urls.questionBank('index'), isBankIndex), () => (index.promise = undefined));
  return index.promise;
}

export function loadExamBank(exam: string): Promise<ExamBank> {
  if (!banks.has(exam))
    banks.set(
      exam,
      remembered(fetchJson(urls.questionBank(exam), isExamBank), () => banks.delete(exam)),
    );
  return banks.get(exam)!;
}
