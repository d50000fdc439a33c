import {
  AccountLanguageAnswer,
  AccountLanguageInput,
  AdminCloseAccountInput,
  CloseAccountAnswer,
  CloseAccountInput,
} from "@marketplace/shared/account-contracts";
import {
  AdminReportListAnswer,
  AdminSellerListAnswer,
  AdminSessionAnswer,
  AuditAnswer,
  OverviewAnswer,
  ProductVisibilityAnswer,
  ProductVisibilityInput,
  ReportStatusAnswer,
  ReportStatusInput,
  SellerStatusAnswer,
  SellerStatusInput,
  SettingsAnswer,
  SettingsInput,
  StaffListAnswer,
  StaffRoleAnswer,
  StaffRoleInput,
} from "@marketplace/shared/admin-contracts";
import { DoneAnswer } from "@marketplace/shared/api-answers";
import {
  CustomerProfileAnswer,
  CustomerSessionAnswer,
  CustomerSignupInput,
  ForgotPasswordInput,
  LoginInput,
  PasswordResetAnswer,
  ResetPasswordInput,
  SellerProfileAnswer,
  SellerSessionAnswer,
  SellerSignupInput,
} from "@marketplace/shared/auth-contracts";
import {
  CampaignAnswer,
  CampaignListAnswer,
  CampaignProductsAnswer,
  CampaignProductsInput,
  CreateCampaignInput,
  PublicCampaignAnswer,
  SellerCampaignListAnswer,
  UpdateCampaignInput,
} from "@marketplace/shared/campaigns-contracts";
import {
  AdminCustomerAnswer,
  AdminCustomerListAnswer,
  CashOnDeliveryAnswer,
  ClearRefusalsInput,
  ConfirmByLinkInput,
} from "@marketplace/shared/cod-confirmation";
import { ContactInput } from "@marketplace/shared/contact-contracts";
import {
  ConversationListAnswer,
  ConversationThreadAnswer,
  SendMessageAnswer,
  SendMessageInput,
  StartConversationAnswer,
  StartConversationInput,
} from "@marketplace/shared/conversations-contracts";
import {
  CourierCashAnswer,
  RemittanceImportAnswer,
  RemittanceImportInput,
} from "@marketplace/shared/courier-cash-contracts";
import {
  AdminCourierAnswer,
  AdminCourierInput,
  AdminCouriersAnswer,
  AdminCourierUpdate,
  CouriersAnswer,
  ShipmentInput,
} from "@marketplace/shared/couriers-contracts";
import {
  AdminLedgerAnswer,
  BalancesAnswer,
  SettlementAnswer,
  SettlementInput,
} from "@marketplace/shared/ledger-contracts";
import {
  MarketplaceAccountsAnswer,
  MarketplaceAccountsInput,
  SellerLedgerAnswer,
} from "@marketplace/shared/marketplace-accounts";
import {
  MarkNotificationsReadAnswer,
  MarkNotificationsReadInput,
  NotificationListAnswer,
} from "@marketplace/shared/notifications-contracts";
import {
  CancelOrderInput,
  OneOrderAnswer,
  OrderAnswer,
  OrderListAnswer,
  PlaceOrderAnswer,
  PlaceOrderInput,
  ReviewAnswer,
  ReviewInput,
  UpdateOrderStatusInput,
  UpdatePaymentStatusInput,
} from "@marketplace/shared/orders-contracts";
import {
  CreateProductInput,
  ProductAnswer,
  ProductListAnswer,
  ProductReviewsAnswer,
  ProductSavedAnswer,
  StoreProductsAnswer,
  UpdateProductInput,
} from "@marketplace/shared/products-contracts";
import { ReportCreatedAnswer, ReportInput } from "@marketplace/shared/reports-contracts";
import {
  CreateReturnInput,
  RefundInput,
  ReturnAnswer,
  ReturnDecisionInput,
  ReturnListAnswer,
  ReturnNoteInput,
} from "@marketplace/shared/returns-contracts";
import { SuggestionsAnswer } from "@marketplace/shared/search-contracts";
import { SiteAnswer } from "@marketplace/shared/site-contracts";
import {
  CreateStoreInput,
  MyStoresAnswer,
  StoreAnswer,
  StoreDashboardAnswer,
  StoreListAnswer,
  StoreSavedAnswer,
  UpdateStoreInput,
} from "@marketplace/shared/stores-contracts";
import {
  CheckVoucherAnswer,
  CheckVoucherInput,
  CreateVoucherInput,
  UpdateVoucherInput,
  VoucherAnswer,
  VoucherListAnswer,
} from "@marketplace/shared/vouchers-contracts";
import type { z } from "zod";

/**
 * Every call the web app makes, by the contract's method and path (docs/decisions/0014): the shared
 * schema of its answer, the shared schema of its body (what may be sent is its input type) and the
 * type of its query (`EndpointQueries` in api-endpoints.ts), where `api()` reads the rest (params)
 * from the path.
 */
export const endpointSchemas = {
  "GET /api/site": { answer: SiteAnswer },

  "POST /api/auth/signup": { answer: CustomerSessionAnswer, body: CustomerSignupInput },
  "POST /api/auth/login": { answer: CustomerSessionAnswer, body: LoginInput },
  "GET /api/auth/profile": { answer: CustomerProfileAnswer },
  "POST /api/auth/logout-all": { answer: DoneAnswer },
  "POST /api/auth/forgot-password": { answer: DoneAnswer, body: ForgotPasswordInput },
  "POST /api/auth/reset-password": { answer: PasswordResetAnswer, body: ResetPasswordInput },
  "POST /api/seller/signup": { answer: SellerSessionAnswer, body: SellerSignupInput },
  "POST /api/seller/login": { answer: SellerSessionAnswer, body: LoginInput },
  "POST /api/seller/logout-all": { answer: DoneAnswer },
  "GET /api/seller/profile": { answer: SellerProfileAnswer },

  "GET /api/products": { answer: ProductListAnswer },
  "GET /api/products/store/:storeId": { answer: StoreProductsAnswer },
  "GET /api/products/:id": { answer: ProductAnswer },
  "GET /api/products/:id/reviews": { answer: ProductReviewsAnswer },
  "POST /api/products": { answer: ProductSavedAnswer, body: CreateProductInput },
  "PUT /api/products/:id": { answer: ProductSavedAnswer, body: UpdateProductInput },
  "DELETE /api/products/:id": { answer: DoneAnswer },
  "GET /api/search/suggestions": { answer: SuggestionsAnswer },

  "GET /api/stores": { answer: StoreListAnswer },
  "GET /api/stores/seller/my-stores": { answer: MyStoresAnswer },
  "GET /api/stores/:id": { answer: StoreAnswer },
  "POST /api/stores": { answer: StoreSavedAnswer, body: CreateStoreInput },
  "PUT /api/stores/:id": { answer: StoreSavedAnswer, body: UpdateStoreInput },
  "GET /api/stores/:id/dashboard": { answer: StoreDashboardAnswer },

  "POST /api/orders": { answer: PlaceOrderAnswer, body: PlaceOrderInput },
  "GET /api/orders/user/:userId": { answer: OrderListAnswer },
  "GET /api/orders/:id": { answer: OneOrderAnswer },
  "GET /api/orders/cash-on-delivery": { answer: CashOnDeliveryAnswer },
  "GET /api/orders/store/:storeId": { answer: OrderListAnswer },
  "PUT /api/orders/:id/status": { answer: OrderAnswer, body: UpdateOrderStatusInput },
  "PUT /api/orders/:id/payment": { answer: OrderAnswer, body: UpdatePaymentStatusInput },
  "POST /api/orders/:id/cancel": { answer: OrderAnswer, body: CancelOrderInput },
  "POST /api/orders/:id/confirm": { answer: OrderAnswer },
  "POST /api/orders/:id/shipment": { answer: OrderAnswer, body: ShipmentInput },
  "GET /api/couriers": { answer: CouriersAnswer },
  "POST /api/orders/confirm": { answer: OrderAnswer, body: ConfirmByLinkInput },
  "POST /api/orders/:id/items/:itemId/review": { answer: ReviewAnswer, body: ReviewInput },

  "POST /api/contact": { answer: DoneAnswer, body: ContactInput },

  "GET /api/notifications": { answer: NotificationListAnswer },
  "POST /api/notifications/read": { answer: MarkNotificationsReadAnswer, body: MarkNotificationsReadInput },
  "POST /api/conversations": { answer: StartConversationAnswer, body: StartConversationInput },
  "GET /api/conversations": { answer: ConversationListAnswer },
  "GET /api/conversations/:id/messages": { answer: ConversationThreadAnswer },
  "POST /api/conversations/:id/messages": { answer: SendMessageAnswer, body: SendMessageInput },

  "POST /api/products/:id/reports": { answer: ReportCreatedAnswer, body: ReportInput },
  "GET /api/seller/stores/:storeId/ledger": { answer: SellerLedgerAnswer },
  "GET /api/seller/stores/:id/vouchers": { answer: VoucherListAnswer },
  "POST /api/seller/stores/:id/vouchers": { answer: VoucherAnswer, body: CreateVoucherInput },
  "PUT /api/seller/vouchers/:id": { answer: VoucherAnswer, body: UpdateVoucherInput },
  "POST /api/vouchers/check": { answer: CheckVoucherAnswer, body: CheckVoucherInput },
  "PUT /api/account/language": { answer: AccountLanguageAnswer, body: AccountLanguageInput },
  "GET /api/campaigns": { answer: CampaignListAnswer },
  "GET /api/campaigns/:slug": { answer: PublicCampaignAnswer },
  "GET /api/seller/campaigns": { answer: SellerCampaignListAnswer },
  "POST /api/seller/campaigns/:id/products": { answer: CampaignProductsAnswer, body: CampaignProductsInput },
  "GET /api/admin/campaigns": { answer: CampaignListAnswer },
  "POST /api/admin/campaigns": { answer: CampaignAnswer, body: CreateCampaignInput },
  "PUT /api/admin/campaigns/:id": { answer: CampaignAnswer, body: UpdateCampaignInput },

  "POST /api/admin/login": { answer: AdminSessionAnswer, body: LoginInput },
  "POST /api/admin/session": { answer: AdminSessionAnswer },
  "POST /api/admin/logout-all": { answer: DoneAnswer },
  "GET /api/admin/overview": { answer: OverviewAnswer },
  "GET /api/admin/sellers": { answer: AdminSellerListAnswer },
  "PUT /api/admin/sellers/:id/status": { answer: SellerStatusAnswer, body: SellerStatusInput },
  "GET /api/admin/reports": { answer: AdminReportListAnswer },
  "PUT /api/admin/reports/:id": { answer: ReportStatusAnswer, body: ReportStatusInput },
  "PUT /api/admin/products/:id/visibility": { answer: ProductVisibilityAnswer, body: ProductVisibilityInput },
  "GET /api/admin/couriers": { answer: AdminCouriersAnswer },
  "POST /api/admin/couriers": { answer: AdminCourierAnswer, body: AdminCourierInput },
  "PUT /api/admin/couriers/:code": { answer: AdminCourierAnswer, body: AdminCourierUpdate },
  "GET /api/admin/courier-cash": { answer: CourierCashAnswer },
  "POST /api/admin/couriers/:code/remittances": {
    answer: RemittanceImportAnswer,
    body: RemittanceImportInput,
  },
  "GET /api/admin/settings": { answer: SettingsAnswer },
  "PUT /api/admin/settings": { answer: SettingsAnswer, body: SettingsInput },
  "GET /api/admin/settings/accounts": { answer: MarketplaceAccountsAnswer },
  "PUT /api/admin/settings/accounts": { answer: MarketplaceAccountsAnswer, body: MarketplaceAccountsInput },
  "GET /api/admin/balances": { answer: BalancesAnswer },
  "POST /api/admin/settlements": { answer: SettlementAnswer, body: SettlementInput },
  "GET /api/admin/audit": { answer: AuditAnswer },
  // The owner's Staff screen (decision 0043).
  "GET /api/admin/staff": { answer: StaffListAnswer },
  "PUT /api/admin/staff/:id/role": { answer: StaffRoleAnswer, body: StaffRoleInput },
  "GET /api/admin/stores/:storeId/ledger": { answer: AdminLedgerAnswer },
  // Returns and refunds (issue 27, decision 0035).
  "POST /api/orders/:id/returns": { answer: ReturnAnswer, body: CreateReturnInput },
  "GET /api/returns": { answer: ReturnListAnswer },
  "POST /api/returns/:id/escalate": { answer: ReturnAnswer, body: ReturnNoteInput },
  "POST /api/returns/:id/withdraw": { answer: ReturnAnswer, body: ReturnNoteInput },
  "GET /api/seller/returns": { answer: ReturnListAnswer },
  "PUT /api/returns/:id": { answer: ReturnAnswer, body: ReturnDecisionInput },
  "POST /api/returns/:id/received": { answer: ReturnAnswer },
  "POST /api/returns/:id/refund": { answer: ReturnAnswer, body: RefundInput },
  // The console's customers and their refusals (issue 27, decision 0034).
  "GET /api/admin/customers": { answer: AdminCustomerListAnswer },
  "GET /api/admin/customers/:id": { answer: AdminCustomerAnswer },
  "PUT /api/admin/customers/:id/refusals": { answer: AdminCustomerAnswer, body: ClearRefusalsInput },
  // Closing an account, by her or by an operator on her request (issue 36, decision 0041).
  "POST /api/account/close": { answer: CloseAccountAnswer, body: CloseAccountInput },
  "POST /api/admin/customers/:id/close": { answer: CloseAccountAnswer, body: AdminCloseAccountInput },
  "POST /api/admin/sellers/:id/close": { answer: CloseAccountAnswer, body: AdminCloseAccountInput },
  "GET /api/admin/returns": { answer: ReturnListAnswer },
  "PUT /api/admin/returns/:id": { answer: ReturnAnswer, body: ReturnDecisionInput },
} satisfies Record<string, { answer: z.ZodType; body?: z.ZodType }>;
