import { findCategory } from "@marketplace/shared/categories";
import { Link, useParams } from "react-router";
import { ComingSoonPanel } from "@/components/coming-soon-panel.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { usePageTitle } from "@/lib/use-page-title.ts";

export default function CategoryPage() {
  const { category = "" } = useParams();
  const title = findCategory(category) ?? "Category";
  usePageTitle(title);
  return (
    <ComingSoonPanel title={title} description="Every product in this category, page by page.">
      <Link to="/AllProduct" className={buttonClasses("primary")}>
        All Products
      </Link>
    </ComingSoonPanel>
  );
}
