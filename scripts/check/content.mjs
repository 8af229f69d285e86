// `npm run check:content`, also the first step of `npm run build`: checks every file in content/
// against its schema, then the practice bank (lib/practice/checks: keys, maths, mocks, repeats …),
// and lists every problem at once, each with its file and field. Exits 1 when there is any.
import { reportContent } from './contentReport.ts';

process.exitCode = reportContent({ log: console.log, error: console.error });
