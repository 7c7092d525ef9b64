import { useTranslation } from 'react-i18next';

/** A small picture of the product: a prompt at the start, the app it became at the end. */
export default function ProductSketch() {
  const { t } = useTranslation();
  const [prompt] = t('composer.slogans', { returnObjects: true });
  return (
    <div aria-hidden="true" className="relative mt-10 animate-fade-in">
      <div className="absolute -inset-6 rounded-[28px] bg-[radial-gradient(60%_60%_at_50%_40%,rgba(133,119,255,0.25),transparent_70%)]" />
      <div className="relative overflow-hidden rounded-2xl border border-white/10 bg-white/[0.03] shadow-[0_30px_80px_-20px_rgba(0,0,0,0.8)] backdrop-blur">
        <div className="flex items-center gap-1.5 border-b border-white/10 px-4 py-3">
          <span className="size-2.5 rounded-full bg-white/15" />
          <span className="size-2.5 rounded-full bg-white/15" />
          <span className="size-2.5 rounded-full bg-white/15" />
          <span className="ms-3 h-5 flex-1 rounded-md bg-white/[0.05]" />
        </div>
        <div className="grid grid-cols-[1fr_1.3fr]">
          <div className="flex flex-col gap-3 border-e border-white/10 p-4">
            <div className="self-end rounded-2xl rounded-ee-md bg-[#5b4bf0] px-3 py-2 text-[11px] leading-snug text-white">
              {prompt}
            </div>
            <div className="flex flex-col gap-1.5 rounded-2xl rounded-es-md bg-white/[0.06] px-3 py-2.5">
              <span className="h-1.5 w-24 rounded-full bg-white/25" />
              <span className="h-1.5 w-32 rounded-full bg-white/15" />
              <span className="h-1.5 w-20 rounded-full bg-white/15" />
            </div>
            <div className="mt-auto flex items-center gap-2 rounded-xl border border-white/10 bg-black/20 px-3 py-2">
              <span className="h-1.5 flex-1 rounded-full bg-white/10" />
              <span className="size-5 rounded-lg bg-[#7c6bff]" />
            </div>
          </div>
          <div className="flex flex-col gap-3 bg-black/20 p-4">
            <div className="flex items-center justify-between">
              <span className="h-2 w-16 rounded-full bg-white/30" />
              <span className="h-4 w-10 rounded-full bg-emerald-400/25" />
            </div>
            <div className="grid grid-cols-3 gap-2">
              {['bg-[#8577ff]/40', 'bg-fuchsia-400/30', 'bg-emerald-400/30'].map((tone) => (
                <div key={tone} className="flex flex-col gap-1.5 rounded-lg bg-white/[0.05] p-2">
                  <span className={`h-5 w-5 rounded-md ${tone}`} />
                  <span className="h-1.5 w-10 rounded-full bg-white/20" />
                </div>
              ))}
            </div>
            <div className="flex h-20 items-end gap-1.5 rounded-lg bg-white/[0.04] p-2">
              {[40, 65, 35, 80, 55, 90, 70].map((height, index) => (
                <span
                  key={index}
                  className="flex-1 rounded-sm bg-gradient-to-t from-[#7c6bff] to-[#c084fc]"
                  style={{ height: `${height}%`, opacity: 0.55 + index * 0.06 }}
                />
              ))}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
