import { useEffect, useState } from 'react';

/** /test: a loud page proving a deployment picked up the latest changes. */
export function TestPage() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);

  return (
    <div className="-mx-4 -my-6 flex min-h-[calc(100vh-4rem)] flex-col items-center justify-center gap-4 bg-red-600 px-4 text-center text-white sm:-mx-6 lg:-mx-8">
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Changes are working!</h1>
      <p className="text-lg">
        Current time: <time dateTime={now.toISOString()}>{now.toLocaleTimeString()}</time>
      </p>
    </div>
  );
}
