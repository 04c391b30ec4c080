import { useEffect, useRef } from 'react';
import type { QrPixels } from '@/contract';
import { qrToRgba } from '@/features/esim/model';

/** Draws the API's QR pixels 1:1 and lets CSS scale them up crisply. */
export function QrCanvas({ qr, label }: { qr: QrPixels; label: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = ref.current?.getContext('2d');
    if (!context) return;
    context.putImageData(new ImageData(qrToRgba(qr), qr.width, qr.height), 0, 0);
  }, [qr]);
  return (
    <canvas
      ref={ref}
      width={qr.width}
      height={qr.height}
      role="img"
      aria-label={label}
      data-testid="esim-qr"
      className="mx-auto h-56 w-56 [image-rendering:pixelated]"
    />
  );
}
