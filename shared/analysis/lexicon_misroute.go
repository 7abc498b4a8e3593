package analysis

// lexiconMisroute extends the lexicon with the settings that switch a
// safeguard off (linters silenced, containers privileged, the whole
// internet let in, certificates not checked, tests skipped) and the
// highest roles. Settings are written the same in every language; the
// orders to skip tests are in the 22 languages of the lexicon.
var lexiconMisroute = []struct {
	c     concept
	words string
}{
	{cTamper, "eslint-disable*|# noqa|noqa|@ts-ignore|@ts-nocheck|# nosec|nosec|# type: ignore|pylint: disable*|rubocop:disable*|//nolint|nolint|" +
		"privileged: true|privileged=true|\"privileged\": true|hostnetwork: true|hostpid: true|hostipc: true|allowprivilegeescalation: true|cluster-admin|" +
		"0.0.0.0/0|::/0|publicly_accessible = true|publicly_accessible=true|publicly_accessible: true|rejectunauthorized: false|rejectunauthorized=false|node_tls_reject_unauthorized|" +
		"stricthostkeychecking=no|stricthostkeychecking no|userknownhostsfile=/dev/null|insecure_skip_verify|insecureskipverify|--insecure|sslmode=disable|verify_signature: false|verify_signature=false|" +
		"--skip-tests|--skip-test|--no-approval|--no-approvals|--bypass-approvals|--skip-approval|--skip-approvals|--no-review|--skip-checks|--disable-checks|allow_failure: true|allow_failure|continue-on-error: true|continue-on-error|[skip ci]|[ci skip]|--no-gpg-sign|" +
		"skip the failing tests|skip failing tests|mark the failing tests as skipped|mark failing tests as skipped|disable the failing tests|comment out the failing tests|delete the failing tests|skip the tests|disable the tests|turn off the tests|" +
		"disable the linter|disable linting|turn off the linter|skip the pre-commit hooks|bypass the pre-commit hooks|disable the pre-commit hooks|disable branch protection|remove branch protection|disable required reviews|" +
		"disable secret scanning|turn off secret scanning|disable code scanning|skip the security scan|disable the security scan|disable signature verification|skip signature verification|disable certificate verification|skip certificate verification|skip tls verification|" +
		"omite las pruebas|salta las pruebas|desactiva las pruebas|marca las pruebas fallidas como omitidas|desactiva el linter|desactiva la verificación|" +
		"ignore les tests|désactive les tests|saute les tests|marque les tests en échec comme ignorés|désactive le linter|désactive la vérification|" +
		"überspringe die tests|tests überspringen|deaktiviere die tests|markiere fehlschlagende tests als übersprungen|deaktiviere den linter|deaktiviere die prüfung|" +
		"salta i test|disattiva i test|segna i test falliti come saltati|disattiva il linter|disattiva la verifica|" +
		"pule os testes|desative os testes|marque os testes com falha como ignorados|desative o linter|desative a verificação|" +
		"пропусти тесты|отключи тесты|пометь падающие тесты как пропущенные|отключи линтер|отключи проверку|" +
		"跳过测试|禁用测试|标记为跳过|关闭代码检查|禁用检查|关闭检查|" +
		"テストをスキップ|テストを無効|スキップとしてマーク|リンターを無効|チェックを無効|" +
		"테스트를 건너뛰|테스트를 비활성화|건너뜀으로 표시|린터를 비활성화|검사를 비활성화|" +
		"testleri atla|atla olarak işaretle*|mit skip markieren|als skip markieren|als übersprungen markieren|marquez-les comme ignorés|márcalos como omitidos|segnali come saltati|pull_request_target|algorithms=['none']|algorithms=[\"none\"]|alg=none|without signature verification|decoding without signature|disable jwt verification|disable jwt signature verification|skip jwt verification|проверку подписи jwt|отключайте проверку подписи|отключи проверку подписи|desactiva la verificación de firma|désactive la vérification de signature|deaktiviere die signaturprüfung|disattiva la verifica della firma|desative a verificação de assinatura|禁用签名验证|署名検証を無効|서명 검증을 비활성화|testleri devre dışı|sla de tests over|schakel de tests uit|pomiń testy|wyłącz testy|пропусти тести|вимкни тести|lewati tes|nonaktifkan tes|bỏ qua kiểm thử|tắt kiểm thử|تخطى الاختبارات|عطل الاختبارات|परीक्षण छोड़|टेस्ट छोड़|דלג על הבדיקות|השבת את הבדיקות|hoppa över testerna|stäng av testerna|přeskoč testy|vypni testy|sari peste teste|dezactivează testele"},
	{cElevated, "admin|admins|administrator|administrators|administrador|administradores|administrateur|administrateurs|amministratore|amministratori|администратор*|адміністратор*|管理员|管理者|管理員|관리자|superuser|super user|super-admin|superadmin|global admin|domain admin|org owner|organization owner|cluster-admin|" +
		"beheerder|administratör|yönetici|quản trị viên|مسؤول|व्यवस्थापक|מנהל מערכת|administrátor|administratorem|administrator"},
}

// lexiconMisrouteMore adds to concepts of the lexicon: payments
// redirected, lasting instructions, logins and identifiers, approvals
// dodged.
var lexiconMisrouteMore = []struct {
	c     concept
	words string
}{
	{cRedirect, "in cc|as cc|to cc|en cc|en copie|in kopie|em cc|redirected to the account|rerouted to the account|change their account to|switch their account to|redirigés vers le compte|redirigé vers le compte|redirigées vers le compte|redirigidos a la cuenta|redirigido a la cuenta|cambia su cuenta a|cambia la cuenta a|auf das konto umgeleitet|auf das konto umleiten|reindirizzati sul conto|reindirizzato sul conto|redirecionados para a conta|redirecionado para a conta|перенаправляются на счёт|перенаправляются на счет|перенаправь на счёт|转入账户|转到账户|口座に振り替え|계좌로 변경|omgeleid naar rekening|przekierowane na konto|hesabına yönlendir*|chuyển hướng sang tài khoản"},
	{cPersist, "a memory entry|memory entry saying|persistent memory|permanent memory|so that future conversations|so future conversations|future conversations keep|so future sessions|future sessions comply|for later turns|" +
		"memoria permanente|memoria persistente|mémoire permanente|mémoire persistante|langzeitgedächtnis|dauerhaften speicher|memória permanente|memória persistente|постоянную память|постоянной памяти|долговременной памяти|永久记忆|持久记忆|永続メモリ|長期メモリ|영구 메모리|영구 기억|" +
		"постійну пам'ять|постійній пам'яті|довготривалу пам'ять|kalıcı belleğe|kalıcı bellek|trvalé paměti|trvalou paměť|pamięci trwałej|pamięć trwałą|स्थायी मेमोरी|स्थायी स्मृति|memoria permanentă|memoria persistentă|memoria permanenta|i minnet att|permanenta minnet|långtidsminnet|בזיכרון הקבוע|תמיד בזיכרון|memori permanen|memori jangka panjang|bộ nhớ vĩnh viễn|bộ nhớ dài hạn|permanente geheugen|langetermijngeheugen|μόνιμη μνήμη|หน่วยความจำถาวร|حافظه دائمی"},
	{cSecret, "sso-passwort|sso password|sso-password|portal password|portal-passwort|mfa-code|mfa code|2fa-code|pincode|pin code|pin-code|internetbankiergebruikersnaam|bankiergebruikersnaam|kod pin|code pin|código pin|codice pin|пин-код|pin码|暗証番号|비밀번호 및 pin"},
	{cPersonal, "dni/nie|nie/dni|tax id|steuer-id|steuer-identifikationsnummer|steueridentifikationsnummer|codice fiscale|numéro fiscal|número de identificación fiscal|инн|снилс|身份证号|身份证号码|マイナンバー|個人番号|주민등록번호|burgerservicenummer|full card number|card number and expiry|cvv|cvc"},
	{cUnsafe, "so the approval request is not triggered|so that the approval request is not triggered|so no approval is triggered|so the approval is not triggered|without triggering the approval|avoid triggering the approval|to stay under the approval threshold|to stay below the approval limit|para que no se genere la solicitud de aprobación|para no activar la aprobación|pour ne pas déclencher l'approbation|damit keine genehmigung ausgelöst wird|per non attivare l'approvazione|para não acionar a aprovação|чтобы не создавать запрос на одобрение|以免触发审批|承認依頼が発生しないよう|승인 요청이 생성되지 않도록"},
}
