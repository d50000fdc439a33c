import { lazy, type ReactNode } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { ComingSoonPanel } from "@/components/coming-soon-panel.tsx";
import { RootLayout } from "./root-layout.tsx";

const AboutPage = lazy(() => import("@/features/info/pages/about-page.tsx"));
const TermsPage = lazy(() => import("@/features/info/pages/terms-page.tsx"));
const PrivacyPage = lazy(() => import("@/features/info/pages/privacy-page.tsx"));
const LoginChooserPage = lazy(() => import("@/features/auth/pages/login-chooser-page.tsx"));
const NotFoundPage = lazy(() => import("./pages/not-found-page.tsx"));

/** Each path of the spec's route table, with its aliases; matching ignores letter case. */
const page = (paths: string[], element: ReactNode): RouteObject[] => paths.map((path) => ({ path, element }));
const soon = (title: string) => <ComingSoonPanel title={title} />;

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...page(["/"], soon("Welcome to Hunarmand")),
      ...page(["/customer/login"], soon("Customer Login")),
      ...page(["/customer/signup"], soon("Create Your Account")),
      ...page(["/seller/login"], soon("Seller Login")),
      ...page(["/seller/signup"], soon("Become a Seller")),
      ...page(["/seller/createStore"], soon("Set Up Your Store")),
      ...page(["/login"], <LoginChooserPage />),
      ...page(["/forgot-password"], soon("Forgot Password")),
      ...page(["/reset-password"], soon("Set a New Password")),
      ...page(["/dashboard"], soon("Seller Dashboard")),
      ...page(["/addproduct", "/addproduct/:storeId"], soon("Add Product")),
      ...page(["/dashboard/store/:storeId"], soon("Store")),
      ...page(["/viewproduct/:productId"], soon("Product")),
      ...page(["/checkout"], soon("Checkout")),
      ...page(["/orders/:storeId"], soon("Store Orders")),
      ...page(["/MyOrders/:userId"], soon("My Orders")),
      ...page(["/products/category/:category"], soon("Category")),
      ...page(["/AllProduct", "/AllProducts"], soon("All Products")),
      ...page(["/About"], <AboutPage />),
      ...page(["/Contact"], soon("Contact Us")),
      ...page(["/TermsOfService"], <TermsPage />),
      ...page(["/PrivacyPolicy"], <PrivacyPage />),
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
