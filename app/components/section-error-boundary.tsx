import { Component, type ErrorInfo, type ReactNode } from "react";
import { HydrationBoundary } from "~/components/hydration-boundary";
import { useI18n } from "~/i18n/i18n-provider";
import type { ShellTextKey } from "~/i18n/sv";

interface Props {
  /** The section's name, a text key so that it is named in the page's language ("Fel i Meny", "Error in Menu"). */
  name?: ShellTextKey;
  children: ReactNode;
}

interface State {
  error: Error | null;
  retried: boolean;
}

/**
 * Keeps a failing part of the page from taking the rest down (SPEC §2 "Error fallback").
 * "Försök igen" renders the section again; if it fails again the page reloads. Each section is
 * also hydrated in a pass of its own (HydrationBoundary).
 */
export class SectionErrorBoundary extends Component<Props, State> {
  state: State = { error: null, retried: false };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Section ${this.props.name ?? "(unnamed)"} failed`, error, info.componentStack);
    if (this.state.retried) window.location.reload();
  }

  retry = () => this.setState({ error: null, retried: true });

  render() {
    if (!this.state.error) return <HydrationBoundary>{this.props.children}</HydrationBoundary>;
    return <SectionErrorFallback name={this.props.name} onRetry={this.retry} />;
  }
}

export function SectionErrorFallback({ name, onRetry }: { name?: ShellTextKey; onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <div role="alert" className="m-4 rounded-lg border border-red-800 bg-white p-5 text-ink">
      <p className="font-semibold">{name ? t("error.inComponent", { component: t(name) }) : t("error.title")}</p>
      <p className="mt-1 text-sm">{t("error.apology")}</p>
      <button type="button" onClick={onRetry} className="mt-3 rounded-md bg-forest-700 px-4 py-2 text-sm font-semibold text-white">
        {t("error.retry")}
      </button>
    </div>
  );
}
