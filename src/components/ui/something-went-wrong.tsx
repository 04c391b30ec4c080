/** Spec §2 generic 'Oopss / SomethingTryAgainlater' state inside a screen. */
export function SomethingWentWrong({ text }: { text: string }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-center text-red-800">
      {text}
    </div>
  );
}
