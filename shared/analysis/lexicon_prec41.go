package analysis

// underwriting41 name services that decide on a person's credit or
// insurance risk (loan applications, mortgages, credit checks, insurance
// quotes and policies, KYC onboarding of a brokerage): their contract
// asks for the applicant's national or social-security number, as an
// identity or tax service's does, so a property named for it is the
// call's own key (identityPurpose), not a number fetched for elsewhere.
var underwriting41 = newPhraseSet("loan application", "loan applicant", "apply for a loan", "personal loan", "mortgage", "underwrit", "lending", "credit check", "credit application", "credit report", "credit score", "credit bureau", "credit history", "insurance quote", "insurance policy", "insurance application", "policyholder",
	"solicitud de préstamo", "préstamo personal", "hipoteca", "demande de prêt", "prêt immobilier", "crédit immobilier", "kreditantrag", "darlehensantrag", "baufinanzierung", "bonitätsprüfung", "schufa", "richiesta di prestito", "mutuo", "pedido de empréstimo", "empréstimo pessoal", "financiamento imobiliário",
	"заявка на кредит", "кредитная заявка", "ипотек", "кредитная история", "贷款申请", "房贷", "征信", "ローン申込", "住宅ローン", "与信", "대출 신청", "주택담보", "신용조회")
