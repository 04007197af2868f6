export function DashboardPage() { return <div>DashboardPage</div>; }
