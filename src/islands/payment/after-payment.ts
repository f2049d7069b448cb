/** Where a successful payment leads: the package steps when the exam has the second phase on, else the report. */
export const afterPaymentRoute = (exam: { secondPhase: boolean } | undefined) => (exam?.secondPhase ? '/paying/package' : '/report/result');
