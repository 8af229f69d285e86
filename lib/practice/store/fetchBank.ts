import * as z from 'zod/mini';
import { fetchJson } from '@/lib/api';
import { urls } from '@/lib/urls';
import { BANK_FORMAT, type BankIndex, type ExamBank } from '../model/bank';

/**
 * The question bank's files, fetched once per page and shared by every island on it. A failed
 * fetch is forgotten, so "Try again" fetches anew; offline, the service worker answers from its copy.
 */
const index: { promise?: Promise<BankIndex> } = {};
const banks = new Map<string, Promise<ExamBank>>();

/**
 * A fetched file is trusted in its outline only: the build wrote it (lib/practice/build/bank.ts),
 * and a file of another format (a copy the service worker kept from before a change) reads as "not
 * available", as a failed fetch does. Checking every question would cost a slow phone more than
 * it could catch.
 */
const bankIndexSchema = z.looseObject({
  format: z.literal(BANK_FORMAT),
  tests: z.array(z.unknown()),
  exams: z.array(z.unknown()),
  topics: z.array(z.unknown()),
});
const examBankSchema = z.looseObject({
  format: z.literal(BANK_FORMAT),
  exam: z.string(),
  questions: z.array(z.unknown()),
  passages: z.record(z.string(), z.unknown()),
});

export const isIndexFile = (value: unknown): value is BankIndex => bankIndexSchema.safeParse(value).success;
export const isExamFile = (value: unknown): value is ExamBank => examBankSchema.safeParse(value).success;

function remembered<T>(promise: Promise<T>, forget: () => void): Promise<T> {
  promise.catch(forget);
  return promise;
}

export function loadBankIndex(): Promise<BankIndex> {
  index.promise ??= remembered(fetchJson(urls.questionBank('index'), isIndexFile), () => (index.promise = undefined));
  return index.promise;
}

export function loadExamBank(exam: string): Promise<ExamBank> {
  if (!banks.has(exam))
    banks.set(
      exam,
      remembered(fetchJson(urls.questionBank(exam), isExamFile), () => banks.delete(exam)),
    );
  return banks.get(exam)!;
}
