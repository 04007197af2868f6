export function ComingSoonPage({ feature }: { feature: string }) { return <div>{feature}</div>; }
