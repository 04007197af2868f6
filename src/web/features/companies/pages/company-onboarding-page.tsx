export function CompanyOnboardingPage() { return <div>CompanyOnboardingPage</div>; }
