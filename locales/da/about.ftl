## About page (/om-os)

about-page-meta-title = Om os – autoriseret elektriker i København NV | { $name }
about-page-description = Mød { $name }: autoriseret elinstallatør i København NV med over 15 års erfaring. Certificerede, forsikrede elektrikere og faste priser.
about-page-badge = Over 15 års erfaring
about-page-heading = Om { $name }
about-page-intro = Vi er et lokalt el-firma i København NV. Vi laver el-arbejde for private og virksomheder i hele hovedstadsområdet – med faste priser, ordentlig kommunikation og arbejde, vi er stolte af at vise frem.
about-page-image-alt = Tegning af en elektrikers varevogn foran byhuse i København

about-story-heading = Vores historie
about-story-1 = { $name } blev grundlagt af en elektrikermester og autoriseret elinstallatør med over 15 års erfaring fra alt fra små opgaver i private hjem til store erhvervsbyggerier. Idéen var enkel: et el-firma, hvor kunden altid ved, hvad tingene koster, hvornår vi kommer, og hvad vi har lavet.
about-story-2 = I dag er vi et team af faglærte elektrikere og lærlinge med base i København NV. Vi kører i hele København og omegn, og vores biler er fyldt med værktøj og de mest brugte materialer, så de fleste opgaver bliver løst ved første besøg.
about-story-3 = Vi er en autoriseret elinstallatørvirksomhed med et godkendt kvalitetsledelsessystem, og alle vores elektrikere er certificerede og forsikrede. Hvert år uddanner vi nye lærlinge, fordi vi tror på at give faget videre.
about-credentials = Det er vi
about-credential-1 = Autoriseret elinstallatør
about-credential-2 = Certificerede og forsikrede elektrikere
about-credential-3 = Over 15 års erfaring
about-credential-4 = Elektrikere og lærlinge i eget team

about-values-heading = Vores værdier
about-values-intro = Seks ting, vi aldrig går på kompromis med – uanset om opgaven er en ny stikkontakt eller en hel erhvervsinstallation.
about-value-quality-title = Kvalitet og sikkerhed
about-value-quality-text = Vi følger reglerne til punkt og prikke, bruger godkendte materialer og måler og afprøver alt, før vi går. En sikker installation er aldrig til forhandling.
about-value-reliability-title = Pålidelighed
about-value-reliability-text = Vi kommer, når vi har sagt det, og holder den pris, vi har lovet. Bliver vi forsinket, ringer vi – før du når at undre dig.
about-value-customer-title = Kundefokus
about-value-customer-text = Vi lytter, før vi borer. Løsningen skal passe til dit hjem, din hverdag og dit budget – ikke til det, der er nemmest for os.
about-value-pride-title = Faglig stolthed
about-value-pride-text = Lige kabelføringer, pæne afslutninger og en tavle, der er opmærket, så alle kan forstå den. Vi laver arbejde, vi gerne viser frem.
about-value-passion-title = Passion
about-value-passion-text = Vi holder af el – fra den klassiske installation til smart home og ladestandere – og vi holder os opdateret, så du får de bedste løsninger.
about-value-honesty-title = Ærlighed
about-value-honesty-text = Vi siger det ærligt, hvis en opgave ikke kan betale sig, eller hvis du selv må klare den. Ingen skjulte gebyrer og ingen overraskelser på regningen.

about-facts-heading = Det kan du regne med
about-fact-warranty-title = 2 års garanti
about-fact-warranty-text = På nyinstallationer, el-tavler, smart home og ladestandere får du 2 års garanti på arbejdet, og alle varer har 2 års reklamationsret.
about-fact-reply-title = Svar inden for 2 timer
about-fact-reply-text = Skriver eller ringer du på en hverdag, hører du fra os inden for 2 timer – og akutte fejl tager vi ofte samme dag.
about-fact-prices-title = Faste priser
about-fact-prices-text = Du får en fast pris, før vi går i gang – uden skjulte gebyrer for opstart, småmaterialer eller kørsel i nærområdet.
about-fact-advice-title = Gratis rådgivning
about-fact-advice-text = Vi rådgiver gratis og uforpligtende i telefonen eller ved et besøg, når opgaven kræver det.

about-cta-heading = Skal vi kigge på din opgave?
about-cta-text = Fortæl os, hvad du har brug for, så vender vi tilbage med en fast pris – inden for 2 timer på hverdage.
