import { bankExamIds, bankIndex, examBank } from '@/lib/practice/build/bank';

/**
 * The question bank as static JSON files (see lib/practice/model/bank.ts): /practice/bank/index.json and
 * /practice/bank/{exam}.json, written at build and fetched by the notebook, drills and analysis.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return ['index', ...bankExamIds()].map((name) => ({ file: `${name}.json` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const name = file.replace(/\.json$/, '');
  const body = name === 'index' ? bankIndex() : examBank(name);
  return Response.json(body);
}
