import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { toast } from '@/lib/use-toast';
import { copyText } from '../lib/clipboard';

/** Copies `text`; says 'Copied' for a moment, or asks the user to copy by hand when the browser refuses. */
export function CopyButton({ text, label = 'Copy', ...props }: { text: string; label?: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const onClick = async () => {
    if (await copyText(text)) {
      setCopied(true);
    } else {
      toast({ variant: 'destructive', title: 'Copy Failed', description: 'Your browser did not allow copying. Select the text and copy it yourself.' });
    }
  };

  return (
    <Button variant="outline" size="sm" onClick={() => void onClick()} {...props}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span aria-live="polite">{copied ? 'Copied' : label}</span>
    </Button>
  );
}
