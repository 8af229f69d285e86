/**
 * Questions students and parents ask, each with the page section that must come first in the site
 * search and words of the answer that its snippet must show (issue 22). The search e2e test runs
 * every one; a content or ranking change that loses an answer fails it.
 */
export const SEARCH_QUESTIONS: { query: string; first: string; answer: string }[] = [
  { query: 'IPMAT eligibility', first: '/exam/ipmat#faq-who-is-eligible-to-apply-for-ipmat', answer: '60% in Class 10 and Class 12' },
  { query: 'CLAT negative marking', first: '/courses/LAW/exams/clat#faq-is-there-negative-marking-in-clat', answer: '−0.25' },
  { query: 'NLSIU fees', first: '/courses/LAW/colleges/NLSIU#key-facts', answer: '₹22 lakh' },
  { query: 'CAT exam pattern', first: '/mba/what-is-cat#the-exam-pattern', answer: '68 questions' },
  { query: 'how many questions in AILET', first: '/courses/LAW/exams/ailet#key-facts', answer: 'Questions: 150' },
  { query: 'SLAT negative marking', first: '/courses/LAW/exams/slat#faq-is-there-negative-marking-in-slat', answer: 'no negative marking' },
  { query: 'JIPMAT duration', first: '/exam/jipmat#key-facts', answer: '150 minutes' },
  { query: 'NPAT attempts', first: '/exam/npat#faq-how-many-times-can-i-take-npat', answer: 'up to 3 attempts' },
  { query: 'SET eligibility', first: '/exam/set#faq-what-is-the-eligibility-for-set', answer: '50% in Class 12' },
  { query: 'IPMAT Rohtak sections', first: '/exam/ipmat-rohtak#key-facts', answer: 'Logical Reasoning 40' },
  { query: 'NLU Delhi seats', first: '/courses/LAW/colleges/NLU#key-facts', answer: 'Seats: 120' },
  { query: 'NLU Delhi median package', first: '/courses/LAW/colleges/NLU#key-facts', answer: '18 LPA' },
  { query: 'Symbiosis law school fees', first: '/courses/LAW/colleges/SymbiosisLawSchool-Pune#fee-structure-heading', answer: '₹23 lakh' },
  { query: 'NUJS seats', first: '/courses/LAW/colleges/NUJS#key-facts', answer: 'Seats: 132' },
  { query: 'NALSAR fees', first: '/courses/LAW/colleges/NALSAR#key-facts', answer: '₹14 lakh' },
  { query: 'CLAT application fee', first: '/courses/LAW/exams/clat#faq-what-is-the-clat-application-fee', answer: '₹4,000' },
  { query: 'BA LLB jobs', first: '/courses/LAW/BA_LLB#job-opportunities-heading', answer: 'Litigation lawyer' },
  {
    query: 'when is AILET held',
    first: '/courses/LAW/exams/ailet#faq-when-is-ailet-held-and-how-many-times-a-year',
    answer: 'held in December',
  },
  { query: 'calculator in IPMAT', first: '/exam/ipmat#faq-can-i-use-a-calculator-in-ipmat', answer: 'cannot bring a calculator' },
  { query: 'SLAT final selection', first: '/courses/LAW/exams/slat#faq-how-is-the-final-selection-made', answer: '50% SLAT score' },
  { query: 'CUET eligibility', first: '/exam/cuet#faq-what-is-the-eligibility', answer: '55% in Class 12' },
  { query: 'NPAT negative marking', first: '/exam/npat#faq-is-there-negative-marking-in-npat', answer: 'no negative marking' },
  { query: 'JIPMAT negative marking', first: '/exam/jipmat#faq-does-jipmat-have-negative-marking', answer: '+4/−1' },
  { query: 'six month CAT plan', first: '/blogs/cat-preparation-plan', answer: 'six-month CAT plan' },
];
