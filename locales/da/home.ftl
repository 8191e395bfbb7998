## Home page

home-title = Elektriker i København – autoriseret elinstallatør | { $name }
home-description = Autoriseret elektriker i København. Installation, fejlfinding, el-tavler, smart home og ladestandere til faste priser. Gratis rådgivning og svar inden for 2 timer på hverdage.

hero-badge = Autoriseret elinstallatør i København
hero-title = Sikker el til hjem og erhverv – til fast pris
hero-subtitle = Certificerede og forsikrede elektrikere til alt fra nye stikkontakter og lamper til el-tavler, smart home og ladestandere. Fast pris uden skjulte gebyrer og gratis rådgivning før vi går i gang.
hero-see-work = Se vores arbejde
hero-cta = Få et gratis tilbud
hero-assurances = Det får du altid
hero-warranty = 2 års garanti
hero-quick-response = Hurtig udrykning
hero-free-parking = Gratis parkering
hero-image-alt = Stikkontakter og kontakter monteret på en væg
hero-video-pause = Sæt baggrundsvideoen på pause
hero-video-play = Afspil baggrundsvideoen
