import { HandHeart, Link2Off } from "lucide-react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { PageHead } from "@/components/layout/page-head.tsx";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import messages from "@/i18n/catalogs/en/helpers.json";
import { useT } from "@/i18n/use-t.ts";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { toast } from "@/lib/notify.ts";
import { loginPathReturningTo } from "@/lib/session/return-path.ts";
import { useSession } from "@/lib/session/session-provider.tsx";
import { useAcceptInvitation } from "../api/helpers-api.ts";

/**
 * Where an invitation's link opens (decision 0054): she signs in (or makes a seller account) and
 * comes back here, then accepts with her own account; the store then shows in her dashboard.
 */
export default function AcceptHelperPage() {
  const { t } = useT(messages);
  return (
    <>
      <PageHead title={t("helpers.accept.title")} noindex />
      <div className="mx-auto max-w-2xl px-4 pt-8 pb-12 sm:px-6">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{t("helpers.accept.title")}</h1>
        <AcceptScreen />
      </div>
    </>
  );
}

function AcceptScreen() {
  const { t } = useT(messages);
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { seller, sellerToken, signOutSeller } = useSession();
  const accept = useAcceptInvitation();
  const token = params.get("token") ?? "";
  const here = `${pathname}${search}`;

  if (token.length < 20) {
    return (
      <EmptyState
        title={t("helpers.accept.incompleteTitle")}
        message={t("helpers.accept.incompleteMessage")}
        icon={<Link2Off className="h-7 w-7" aria-hidden="true" />}
      />
    );
  }
  if (!seller || !sellerToken) {
    return (
      <EmptyState
        title={t("helpers.accept.signInTitle")}
        message={t("helpers.accept.signInMessage")}
        icon={<HandHeart className="h-7 w-7" aria-hidden="true" />}
      >
        <Link to={loginPathReturningTo("/seller/login", here)} className={buttonClasses("primary")}>
          {t("helpers.accept.signIn")}
        </Link>
        <Link to={loginPathReturningTo("/seller/signup", here)} className={buttonClasses("secondary")}>
          {t("helpers.accept.signUp")}
        </Link>
      </EmptyState>
    );
  }

  function acceptIt() {
    accept.mutate(token, {
      onSuccess: ({ store }) => {
        toast.success(t("helpers.accept.done", { store: store.name }));
        navigate("/dashboard", { replace: true, state: { storeId: store._id } });
      },
    });
  }

  return (
    <EmptyState
      title={t("helpers.accept.readyTitle")}
      message={t("helpers.accept.signedInAs", { name: seller.name, email: seller.email })}
      icon={<HandHeart className="h-7 w-7" aria-hidden="true" />}
    >
      <div className="w-full space-y-3">
        <FormAlert message={accept.isError ? errorMessageOf(accept.error) : undefined} />
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={acceptIt} loading={accept.isPending}>
            {accept.isPending ? t("helpers.accept.accepting") : t("helpers.accept.accept")}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              signOutSeller();
              navigate(loginPathReturningTo("/seller/login", here));
            }}
          >
            {t("helpers.accept.otherAccount")}
          </Button>
        </div>
      </div>
    </EmptyState>
  );
}
