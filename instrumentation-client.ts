// Next.js runs this file on every page before its own start-up code (see app/startUpYield.ts).
// Evaluating React DOM here puts that work in the first of the start-up's two tasks; the second
// decodes the page's payload and starts hydration. Together they were one task of 27–35 ms at full
// speed, the longest of a page's load.
import 'react-dom/client';
