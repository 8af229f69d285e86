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

/**
 * Of these exams, those whose question bank can be had now: all of them while the site can be
 * reached, else those this device keeps (an exam saved for offline use, or tests opened before).
 * The reachability probe asks for /sw.js, which the service worker never answers itself, so it
 * tells the network apart from the worker's copies (navigator.onLine says true on a connection
 * with no internet behind it).
 */
export async function banksOnThisDevice(exams: string[]): Promise<string[]> {
  if (typeof caches === 'undefined') return exams;
  const kept = await Promise.all(exams.map((exam) => caches.match(urls.questionBank(exam)).then(Boolean, () => false)));
  if (kept.every(Boolean)) return exams;
  const reachable = await fetch('/sw.js', { method: 'HEAD', cache: 'no-store' }).then(
    (response) => response.ok,
    () => false,
  );
  return reachable ? exams : exams.filter((_, i) => kept[i]);
}
