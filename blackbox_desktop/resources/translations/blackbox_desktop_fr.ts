<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name></name>
    <message>
        <source>The game could not be autosaved: {error}</source>
        <translation>La partie n’a pas pu être enregistrée automatiquement&#xa0;: {error}</translation>
    </message>
    <message>
        <source>The other Black Box Desktop window has closed: this window now keeps your game for next time.</source>
        <translation>L’autre fenêtre de Black Box Desktop s’est fermée&#xa0;: cette fenêtre garde maintenant votre partie pour la prochaine fois.</translation>
    </message>
    <message>
        <source>Close?</source>
        <translation>Fermer&#xa0;?</translation>
    </message>
    <message>
        <source>The duel has not begun: it can be kept only once both players have hidden their atoms. Close anyway?</source>
        <translation>Le duel n’a pas commencé&#xa0;: il ne peut être gardé qu’une fois que les deux joueurs ont caché leurs atomes. Fermer quand même&#xa0;?</translation>
    </message>
    <message>
        <source>Another Black Box Desktop window keeps its own game for next time, so this window cannot keep yours. Save it to a file before closing?</source>
        <translation>Une autre fenêtre de Black Box Desktop garde sa propre partie pour la prochaine fois, cette fenêtre ne peut donc pas garder la vôtre. L’enregistrer dans un fichier avant de fermer&#xa0;?</translation>
    </message>
    <message>
        <source>Keep these games for next time?</source>
        <translation>Garder ces parties pour la prochaine fois&#xa0;?</translation>
    </message>
    <message>
        <source>Keep this game for next time?</source>
        <translation>Garder cette partie pour la prochaine fois&#xa0;?</translation>
    </message>
    <message>
        <source>Your game from before the tutorial and the game on the other side of the board are not finished. Keep them, and the next start offers to resume them just as they stand: nothing is lost. Discard them, and they are gone.</source>
        <translation>Votre partie d’avant le didacticiel et la partie de l’autre face du plateau ne sont pas terminées. Gardez-les, et le prochain lancement vous proposera de les reprendre telles qu’elles sont&#xa0;: rien n’est perdu. Abandonnez-les, et elles sont perdues.</translation>
    </message>
    <message>
        <source>Your game from before the tutorial is not finished. Keep it, and the next start offers to resume it just as it stands: nothing is lost. Discard it, and it is gone.</source>
        <translation>Votre partie d’avant le didacticiel n’est pas terminée. Gardez-la, et le prochain lancement vous proposera de la reprendre telle qu’elle est&#xa0;: rien n’est perdu. Abandonnez-la, et elle est perdue.</translation>
    </message>
    <message>
        <source>The games on both sides of the board are not finished. Keep them, and the next start offers to resume them just as they stand: nothing is lost. Discard them, and they are gone.</source>
        <translation>Les parties des deux faces du plateau ne sont pas terminées. Gardez-les, et le prochain lancement vous proposera de les reprendre telles qu’elles sont&#xa0;: rien n’est perdu. Abandonnez-les, et elles sont perdues.</translation>
    </message>
    <message>
        <source>This two-player game is not finished. Keep it, and the next start offers to resume it just as it stands: nothing is lost. Discard it, and it is gone.</source>
        <translation>Cette partie à deux n’est pas terminée. Gardez-la, et le prochain lancement vous proposera de la reprendre telle qu’elle est&#xa0;: rien n’est perdu. Abandonnez-la, et elle est perdue.</translation>
    </message>
    <message>
        <source>Your game on the other side of the board is not finished. Keep it, and the next start offers to resume it just as it stands: nothing is lost. Discard it, and it is gone.</source>
        <translation>Votre partie de l’autre face du plateau n’est pas terminée. Gardez-la, et le prochain lancement vous proposera de la reprendre telle qu’elle est&#xa0;: rien n’est perdu. Abandonnez-la, et elle est perdue.</translation>
    </message>
    <message>
        <source>This game is not finished. Keep it, and the next start offers to resume it just as it stands: nothing is lost. Discard it, and it is gone.</source>
        <translation>Cette partie n’est pas terminée. Gardez-la, et le prochain lancement vous proposera de la reprendre telle qu’elle est&#xa0;: rien n’est perdu. Abandonnez-la, et elle est perdue.</translation>
    </message>
    <message>
        <source>Your game could not be kept for next time: {error} Save it to a file before closing?</source>
        <translation>Votre partie n’a pas pu être gardée pour la prochaine fois&#xa0;: {error} L’enregistrer dans un fichier avant de fermer&#xa0;?</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Save this game?</source>
        <translation>Enregistrer cette partie&#xa0;?</translation>
    </message>
    <message>
        <source>The last autosaved game could not be removed ({reason}): it will be offered again at the next start.</source>
        <translation>La dernière partie enregistrée automatiquement n’a pas pu être supprimée ({reason})&#xa0;: elle sera proposée de nouveau au prochain lancement.</translation>
    </message>
    <message>
        <source>The two-player game could not be read back: {error}</source>
        <translation>La partie à deux joueurs n’a pas pu être reprise&#xa0;: {error}</translation>
    </message>
    <message>
        <source>The autosaved game is damaged or truncated.</source>
        <translation>La partie enregistrée automatiquement est endommagée ou tronquée.</translation>
    </message>
    <message>
        <source>The autosaved game is damaged.</source>
        <translation>La partie enregistrée automatiquement est endommagée.</translation>
    </message>
    <message>
        <source>The autosaved game was written by another version of Black Box Desktop.</source>
        <translation>La partie enregistrée automatiquement provient d’une autre version de Black Box Desktop.</translation>
    </message>
    <message>
        <source>The autosaved two-player game is damaged.</source>
        <translation>La partie à deux enregistrée automatiquement est endommagée.</translation>
    </message>
    <message>
        <source>Resume?</source>
        <translation>Reprendre&#xa0;?</translation>
    </message>
    <message>
        <source>Another Black Box Desktop window is open: this window&apos;s game is not kept for next time unless you save it.</source>
        <translation>Une autre fenêtre de Black Box Desktop est ouverte&#xa0;: la partie de cette fenêtre n’est gardée pour la prochaine fois que si vous l’enregistrez.</translation>
    </message>
    <message>
        <source>The last game could not be resumed</source>
        <translation>La dernière partie n’a pas pu être reprise</translation>
    </message>
    <message>
        <source>{error} A fresh game starts instead.</source>
        <translation>{error} Une nouvelle partie commence à la place.</translation>
    </message>
    <message>
        <source>{name} was not opened: your unfinished game is back on the board.</source>
        <translation>{name} n’a pas été ouvert&#xa0;: votre partie inachevée est de retour sur le plateau.</translation>
    </message>
    <message>
        <source>Resume the unfinished game?

If you discard it, it is gone and a new game starts.</source>
        <translation>Reprendre la partie inachevée&#xa0;?

Si vous l’abandonnez, elle est perdue et une nouvelle partie commence.</translation>
    </message>
    <message>
        <source>Resume the unfinished two-player game?

If you discard it, it is gone and a new game starts.</source>
        <translation>Reprendre la partie à deux inachevée&#xa0;?

Si vous l’abandonnez, elle est perdue et une nouvelle partie commence.</translation>
    </message>
    <message>
        <source>Resume the unfinished two-player game instead of opening {name}?

If you discard it, {name} opens and the two-player game is gone.</source>
        <translation>Reprendre la partie à deux inachevée au lieu d’ouvrir {name}&#xa0;?

Si vous l’abandonnez, {name} s’ouvre et la partie à deux est perdue.</translation>
    </message>
    <message>
        <source>Resume the unfinished game instead of opening {name}?

If you discard it, {name} opens and the unfinished game is gone.</source>
        <translation>Reprendre la partie inachevée au lieu d’ouvrir {name}&#xa0;?

Si vous l’abandonnez, {name} s’ouvre et la partie inachevée est perdue.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <source>{name} could not be opened: your unfinished game is back on the board.</source>
        <translation>{name} n’a pas pu être ouvert&#xa0;: votre partie inachevée est de retour sur le plateau.</translation>
    </message>
    <message>
        <source>The game on the other side of the board could not be read back: {error}</source>
        <translation>La partie de l’autre face du plateau n’a pas pu être relue&#xa0;: {error}</translation>
    </message>
    <message>
        <source>The damaged file was kept as {path}.</source>
        <translation>Le fichier endommagé a été gardé sous le nom {path}.</translation>
    </message>
    <message>
        <source>Your game is back where you left it.</source>
        <translation>Votre partie reprend là où vous l’aviez laissée.</translation>
    </message>
    <message>
        <source>The tutorial is over: your game is back on the board.</source>
        <translation>Le didacticiel est terminé&#xa0;: votre partie est de retour sur le plateau.</translation>
    </message>
    <message>
        <source>The lesson waits on the other side of the board: turn the board back over to go on.</source>
        <translation>La leçon attend sur l’autre face du plateau&#xa0;: retournez de nouveau le plateau pour la continuer.</translation>
    </message>
    <message>
        <source>Not that one: this step fires port {port}, the highlighted one. Your board is as it was.</source>
        <translation>Pas celui-là&#xa0;: à cette étape, on tire au port {port}, celui qui est mis en évidence. Votre plateau est revenu tel qu’il était.</translation>
    </message>
    <message>
        <source>Put the ball on {cell}, the highlighted cell. Your board is as it was.</source>
        <translation>Posez la bille sur {cell}, la case mise en évidence. Votre plateau est revenu tel qu’il était.</translation>
    </message>
    <message>
        <source>Press “I have finished” now. Your board is as it was.</source>
        <translation>Appuyez maintenant sur «&#xa0;J’ai fini&#xa0;». Votre plateau est revenu tel qu’il était.</translation>
    </message>
    <message>
        <source>Read this step, then press Next. Your board is as it was.</source>
        <translation>Lisez cette étape, puis appuyez sur Suivant. Votre plateau est revenu tel qu’il était.</translation>
    </message>
    <message>
        <source>Here</source>
        <translation>C’est ici</translation>
    </message>
    <message>
        <source>&amp;Tutorial</source>
        <translation>&amp;Didacticiel</translation>
    </message>
    <message>
        <source>&amp;Square side</source>
        <translation>Face &amp;carrée</translation>
    </message>
    <message>
        <source>&amp;Hexagonal side</source>
        <translation>Face &amp;hexagonale</translation>
    </message>
    <message>
        <source>Welcome to Black Box</source>
        <translation>Bienvenue dans Black Box</translation>
    </message>
    <message>
        <source>Is this your first game? A short tutorial shows you how to fire rays, read the answers and place your balls, on a small board. Start it now? (It is always in Help → Tutorial.)</source>
        <translation>C’est votre première partie&#xa0;? Un court didacticiel vous montre, sur un petit plateau, comment tirer des rayons, lire les réponses et poser vos billes. Le commencer maintenant&#xa0;? (Il reste toujours accessible dans Aide → Didacticiel.)</translation>
    </message>
    <message>
        <source>T&amp;wo players</source>
        <translation>Deux &amp;joueurs</translation>
    </message>
    <message>
        <source>&amp;Hot-seat match…</source>
        <translation>Partie à &amp;tour de rôle…</translation>
    </message>
    <message>
        <source>Take turns at one computer: one hides atoms, the other finds them</source>
        <translation>Jouer à tour de rôle sur un seul ordinateur&#xa0;: l’un cache les atomes, l’autre les cherche</translation>
    </message>
    <message>
        <source>&amp;Tabletop match…</source>
        <translation>Partie sur t&amp;able…</translation>
    </message>
    <message>
        <source>A person keeps the atoms on her own pad and announces the answers; you record them</source>
        <translation>Une personne garde les atomes sur son propre bloc et annonce les réponses&#xa0;; vous les notez</translation>
    </message>
    <message>
        <source>French &amp;duel…</source>
        <translation>&amp;Duel à la française…</translation>
    </message>
    <message>
        <source>Both hide at once and fire at each other&apos;s box in turn</source>
        <translation>Les deux cachent en même temps puis tirent chacun à son tour dans la boîte de l’autre</translation>
    </message>
    <message>
        <source>&amp;Puzzle for a friend…</source>
        <translation>É&amp;nigme pour un ami…</translation>
    </message>
    <message>
        <source>Hide atoms and share them as a code or a file</source>
        <translation>Cacher des atomes et les partager sous forme de code ou de fichier</translation>
    </message>
    <message>
        <source>Match against the &amp;computer…</source>
        <translation>Partie contre l’&amp;ordinateur…</translation>
    </message>
    <message>
        <source>You hide atoms for the computer to find, then find the ones it hides; the lower total wins</source>
        <translation>Vous cachez des atomes que l’ordinateur cherche, puis vous cherchez les siens&#xa0;; le plus petit total gagne</translation>
    </message>
    <message>
        <source>&amp;Port names</source>
        <translation>Noms des p&amp;orts</translation>
    </message>
    <message>
        <source>&amp;Numbers</source>
        <translation>&amp;Numéros</translation>
    </message>
    <message>
        <source>&amp;French (D gauche, 3 haut)</source>
        <translation>À la &amp;française (D gauche, 3 haut)</translation>
    </message>
    <message>
        <source>Leave?</source>
        <translation>Abandonner&#xa0;?</translation>
    </message>
    <message>
        <source>Leave this two-player game? It is lost unless you saved it.</source>
        <translation>Abandonner cette partie à deux joueurs&#xa0;? Elle sera perdue si vous ne l’avez pas enregistrée.</translation>
    </message>
    <message>
        <source>You left the two-player game.</source>
        <translation>Vous avez quitté la partie à deux joueurs.</translation>
    </message>
    <message>
        <source>Pass the computer to {name}</source>
        <translation>Passez l’ordinateur à {name}</translation>
    </message>
    <message>
        <source>Pass the computer to {name}. {name}, press Continue when {other} is not looking.</source>
        <translation>Passez l’ordinateur à {name}. {name}, appuyez sur Continuer quand {other} ne regarde pas.</translation>
    </message>
    <message>
        <source>The match could not be started</source>
        <translation>La partie n’a pas pu commencer</translation>
    </message>
    <message>
        <source>Round {n}: {setter} hides the atoms</source>
        <translation>Manche {n}&#xa0;: {setter} cache ses atomes</translation>
    </message>
    <message>
        <source>{setter}&apos;s pad: hide {atoms} for {experimenter} to find</source>
        <translation>Bloc de {setter}&#xa0;: cachez {atoms} que {experimenter} devra trouver</translation>
    </message>
    <message>
        <source>Round {n}: {experimenter} experiments</source>
        <translation>Manche {n}&#xa0;: {experimenter} cherche</translation>
    </message>
    <message>
        <source>{setter} keeps the atoms hidden on a board or on paper. {experimenter}, click a port and enter what {setter} announces.</source>
        <translation>{setter} garde les atomes cachés sur un plateau ou sur papier. {experimenter}, cliquez sur un port et saisissez ce qu’annonce {setter}.</translation>
    </message>
    <message>
        <source>{setter} has hidden {atoms}. {experimenter}, click a port to fire a ray.</source>
        <translation>{setter} a caché {atoms}. {experimenter}, cliquez sur un port pour tirer un rayon.</translation>
    </message>
    <message>
        <source>The duel was left for another game.</source>
        <translation>Le duel a été abandonné pour une autre partie.</translation>
    </message>
    <message>
        <source>The match was left for another game.</source>
        <translation>La partie a été abandonnée pour une autre.</translation>
    </message>
    <message>
        <source>{setter}, copy the atoms from your own pad: the program checks every announcement</source>
        <translation>{setter}, recopiez les atomes de votre bloc&#xa0;: le programme vérifie chaque annonce</translation>
    </message>
    <message>
        <source>The computer hid its atoms at once: if another arrangement answers every ray alike, balls on it count as right.</source>
        <translation>L’ordinateur a caché ses atomes tout de suite&#xa0;: si une autre disposition donne la même réponse à chaque rayon, des billes posées sur elle comptent comme justes.</translation>
    </message>
    <message>
        <source>These are my atoms</source>
        <translation>Voici mes atomes</translation>
    </message>
    <message>
        <source>the setter</source>
        <translation>celui qui cache</translation>
    </message>
    <message>
        <source>Every announcement {setter} made was right.</source>
        <translation>Toutes les annonces de {setter} étaient justes.</translation>
    </message>
    <message>
        <source>{port}: announced {said}, the atoms give {true}</source>
        <translation>{port}&#xa0;: annoncé {said}, les atomes donnent {true}</translation>
    </message>
    <message>
        <source>{setter} announced the ray at {ports} wrongly.</source>
        <translation>{setter} a mal annoncé le rayon en {ports}.</translation>
    </message>
    <message>
        <source>{setter} announced {n} rays wrongly: the rays at {ports}.</source>
        <translation>{setter} a mal annoncé {n} rayons&#xa0;: ceux en {ports}.</translation>
    </message>
    <message>
        <source>Wrong announcements</source>
        <translation>Annonces erronées</translation>
    </message>
    <message>
        <source>setter errors</source>
        <translation>erreurs d’annonce</translation>
    </message>
    <message>
        <source>The match is a draw: {scores}.</source>
        <translation>La partie est nulle&#xa0;: {scores}.</translation>
    </message>
    <message>
        <source>{winner} wins the match (lower total as experimenter): {scores}.</source>
        <translation>{winner} gagne la partie (total le plus bas en cherchant)&#xa0;: {scores}.</translation>
    </message>
    <message>
        <source>Port {exit} is already paired with port {other} (a ray at either comes out at the other), so the ray at {port} cannot come out at {exit}.</source>
        <translation>Le port {exit} est déjà apparié au port {other} (un rayon tiré à l’un sort par l’autre)&#xa0;: le rayon en {port} ne peut donc pas sortir en {exit}.</translation>
    </message>
    <message>
        <source>A ray at {exit} is absorbed, so the ray at {port} cannot come out at {exit}.</source>
        <translation>Un rayon tiré en {exit} est absorbé&#xa0;: le rayon en {port} ne peut donc pas sortir en {exit}.</translation>
    </message>
    <message>
        <source>A ray at {exit} comes back out at {exit}, so the ray at {port} cannot come out there.</source>
        <translation>Un rayon tiré en {exit} ressort en {exit}&#xa0;: le rayon en {port} ne peut donc pas sortir par là.</translation>
    </message>
    <message>
        <source>{setter}, please look at your pad and answer again.</source>
        <translation>{setter}, regardez votre bloc et répondez à nouveau.</translation>
    </message>
    <message>
        <source>Round {n} of {rounds}: the computer is hiding its atoms…</source>
        <translation>Manche {n} sur {rounds}&#xa0;: l’ordinateur cache ses atomes…</translation>
    </message>
    <message>
        <source>Round {n} of {rounds}: {setter} hides the atoms.</source>
        <translation>Manche {n} sur {rounds}&#xa0;: {setter} cache ses atomes.</translation>
    </message>
    <message>
        <source>Ray at {port}: {setter} announced {answer}</source>
        <translation>Rayon en {port}&#xa0;: {setter} a annoncé {answer}</translation>
    </message>
    <message>
        <source>French duel: {name} hides the atoms</source>
        <translation>Duel à la française&#xa0;: {name} cache ses atomes</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Joueur 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Joueur 2</translation>
    </message>
    <message>
        <source>{name}&apos;s box: hide {atoms} for {other} to find</source>
        <translation>Boîte de {name}&#xa0;: cachez {atoms} que {other} devra trouver</translation>
    </message>
    <message>
        <source>{me}, {other} has named the atoms in your box and your score is no longer lower: put your balls where you name the atoms and press “Name my atoms”.</source>
        <translation>{me}, {other} a désigné les atomes de votre boîte et votre score n’est plus le plus bas&#xa0;: posez vos billes là où vous désignez les atomes et appuyez sur «&#xa0;Désigner mes atomes&#xa0;».</translation>
    </message>
    <message>
        <source>{me} has named the atoms in {other}&apos;s box. {verdict} Score {score}.</source>
        <translation>{me} a désigné les atomes de la boîte de {other}. {verdict} Score {score}.</translation>
    </message>
    <message>
        <source>{setter} announced 1 ray wrongly:</source>
        <translation>{setter} a mal annoncé 1 rayon&#xa0;:</translation>
    </message>
    <message>
        <source>French duel: {name}&apos;s turn</source>
        <translation>Duel à la française&#xa0;: au tour de {name}</translation>
    </message>
    <message>
        <source>You left the two-player game: its round could not be scored without the setter&apos;s atoms, so a new game against the computer has started.</source>
        <translation>Vous avez quitté la partie à deux&#xa0;: sa manche ne pouvait pas être comptée sans les atomes de celui qui cache, une nouvelle partie contre l’ordinateur commence donc.</translation>
    </message>
    <message>
        <source>You left the two-player game. A new game against the computer has started.</source>
        <translation>Vous avez quitté la partie à deux joueurs. Une nouvelle partie contre l’ordinateur a commencé.</translation>
    </message>
    <message>
        <source>You left the match against the computer.</source>
        <translation>Vous avez quitté la partie contre l’ordinateur.</translation>
    </message>
    <message>
        <source>{setter}&apos;s pad: hide {atoms} for the computer to find</source>
        <translation>Bloc de {setter}&#xa0;: cachez {atoms} que l’ordinateur devra trouver</translation>
    </message>
    <message>
        <source>The computer has hidden {atoms}. {experimenter}, click a port to fire a ray.</source>
        <translation>L’ordinateur a caché {atoms}. {experimenter}, cliquez sur un port pour tirer un rayon.</translation>
    </message>
    <message>
        <source>The computer was seeking {setter}&apos;s atoms. Computer: resume lets it go on.</source>
        <translation>L’ordinateur cherchait les atomes de {setter}. «&#xa0;Ordinateur&#xa0;: reprendre&#xa0;» le laisse continuer.</translation>
    </message>
    <message>
        <source>The duel counts its own scoring ({scoring}): {n}.</source>
        <translation>Le duel compte selon ses propres règles ({scoring})&#xa0;: {n}.</translation>
    </message>
    <message>
        <source>The match counts its own scoring ({scoring}): {n}.</source>
        <translation>La partie compte selon ses propres règles ({scoring})&#xa0;: {n}.</translation>
    </message>
    <message>
        <source>1 setter error counted during play is taken back: the atoms do not show it.</source>
        <translation>1 erreur d’annonce comptée pendant la partie est retirée&#xa0;: les atomes ne la montrent pas.</translation>
    </message>
    <message>
        <source>{n} setter errors counted during play are taken back: the atoms do not show them.</source>
        <translation>{n} erreurs d’annonce comptées pendant la partie sont retirées&#xa0;: les atomes ne les montrent pas.</translation>
    </message>
    <message>
        <source>{setter} announced {n} rays wrongly:</source>
        <translation>{setter} a mal annoncé {n} rayons&#xa0;:</translation>
    </message>
    <message>
        <source>Count 1 setter error, −5?</source>
        <translation>Compter 1 erreur d’annonce, −5&#xa0;?</translation>
    </message>
    <message>
        <source>Count {n} setter errors, −5 each?</source>
        <translation>Compter {n} erreurs d’annonce, −5 chacune&#xa0;?</translation>
    </message>
    <message>
        <source>1 setter error is already counted.</source>
        <translation>1 erreur d’annonce est déjà comptée.</translation>
    </message>
    <message>
        <source>{k} setter errors are already counted.</source>
        <translation>{k} erreurs d’annonce sont déjà comptées.</translation>
    </message>
    <message>
        <source>Parker rules: 1 misplaced ball was not {experimenter}&apos;s fault.</source>
        <translation>Règles Parker&#xa0;: 1 bille mal placée n’est pas la faute de {experimenter}.</translation>
    </message>
    <message>
        <source>Parker rules: {k} misplaced balls were not {experimenter}&apos;s fault.</source>
        <translation>Règles Parker&#xa0;: {k} billes mal placées ne sont pas la faute de {experimenter}.</translation>
    </message>
    <message>
        <source>The duel could not be started</source>
        <translation>Le duel n’a pas pu commencer</translation>
    </message>
    <message>
        <source>French pencil-and-paper rules</source>
        <translation>Règles du jeu papier-crayon</translation>
    </message>
    <message>
        <source>Your turn is one ray into the other player&apos;s box (click a port, or type it in the Port field), or put your balls where you think the atoms are and press “Name my atoms”. Then pass the computer.</source>
        <translation>Votre tour, c’est un rayon dans la boîte de l’autre joueur (cliquez sur un port, ou tapez-le dans le champ Port), ou bien posez vos billes là où vous pensez que sont les atomes et appuyez sur «&#xa0;Désigner mes atomes&#xa0;». Puis passez l’ordinateur.</translation>
    </message>
    <message>
        <source>Misplaced atoms are counted when you press “Name my atoms”.</source>
        <translation>Les atomes mal placés sont comptés quand vous appuyez sur «&#xa0;Désigner mes atomes&#xa0;».</translation>
    </message>
    <message>
        <source>{me}, your turn: fire a ray into {other}&apos;s box, or name the atoms in it.</source>
        <translation>{me}, à vous&#xa0;: tirez un rayon dans la boîte de {other}, ou désignez les atomes qu’elle contient.</translation>
    </message>
    <message>
        <source>You have played your turn: pass the computer to {other}.</source>
        <translation>Vous avez joué votre tour&#xa0;: passez l’ordinateur à {other}.</translation>
    </message>
    <message>
        <source>Ray at {port}: {answer}</source>
        <translation>Rayon en {port}&#xa0;: {answer}</translation>
    </message>
    <message>
        <source>Pass the computer to {other}.</source>
        <translation>Passez l’ordinateur à {other}.</translation>
    </message>
    <message>
        <source>Your score is no longer lower: name your atoms now.</source>
        <translation>Votre score n’est plus le plus bas&#xa0;: désignez vos atomes maintenant.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n’est pas votre tour.</translation>
    </message>
    <message>
        <source>Put your ball on the cell where you name the atom first.</source>
        <translation>Posez d’abord votre bille sur la case où vous désignez l’atome.</translation>
    </message>
    <message>
        <source>Put your {n} balls on the cells where you name the atoms first.</source>
        <translation>Posez d’abord vos {n} billes sur les cases où vous désignez les atomes.</translation>
    </message>
    <message>
        <source>Name your atoms?</source>
        <translation>Désigner vos atomes&#xa0;?</translation>
    </message>
    <message>
        <source>Name {cells} as {other}&apos;s atoms? You fire no more and your score is final.</source>
        <translation>Désigner {cells} comme les atomes de {other}&#xa0;? Vous ne tirez plus et votre score est définitif.</translation>
    </message>
    <message>
        <source>The duel is a draw: {scores}.</source>
        <translation>Le duel est nul&#xa0;: {scores}.</translation>
    </message>
    <message>
        <source>{winner} wins the duel: {scores}.</source>
        <translation>{winner} gagne le duel&#xa0;: {scores}.</translation>
    </message>
    <message>
        <source>Per-ray scoring: 1 a ray absorbed or reflected, 2 otherwise, 5 a misplaced atom.</source>
        <translation>Décompte par rayon&#xa0;: 1 pour un coup ou une réflexion, 2 sinon, 5 par atome mal placé.</translation>
    </message>
    <message>
        <source>{scoring} scoring: 1 a marker, 5 a misplaced atom.</source>
        <translation>Décompte {scoring}&#xa0;: 1 par marqueur, 5 par atome mal placé.</translation>
    </message>
    <message>
        <source>This box is done. Click any port to see its ray&apos;s path; the two-player panel says what comes next.</source>
        <translation>Cette boîte est terminée. Cliquez sur un port pour voir le trajet de son rayon&#xa0;; le panneau à deux joueurs dit la suite.</translation>
    </message>
    <message>
        <source>This round is over. Click any port to see its ray&apos;s path; the two-player panel says what comes next.</source>
        <translation>Cette manche est terminée. Cliquez sur un port pour voir le trajet de son rayon&#xa0;; le panneau à deux joueurs dit la suite.</translation>
    </message>
    <message>
        <source>Hide {atoms} for a friend to find</source>
        <translation>Cachez {atoms} qu’un ami devra trouver</translation>
    </message>
    <message>
        <source>Make the puzzle</source>
        <translation>Créer l’énigme</translation>
    </message>
    <message>
        <source>French duel</source>
        <translation>Duel à la française</translation>
    </message>
    <message>
        <source>Both players hide their atoms, one after the other.</source>
        <translation>Les deux joueurs cachent leurs atomes, l’un après l’autre.</translation>
    </message>
    <message>
        <source>Match against the computer</source>
        <translation>Partie contre l’ordinateur</translation>
    </message>
    <message>
        <source>Tabletop match</source>
        <translation>Partie sur table</translation>
    </message>
    <message>
        <source>Hot-seat match</source>
        <translation>Partie à tour de rôle</translation>
    </message>
    <message>
        <source>{kind}: {a} and {b}</source>
        <translation>{kind}&#xa0;: {a} et {b}</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>en jeu</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>à jouer</translation>
    </message>
    <message>
        <source>Score ({scoring})</source>
        <translation>Score ({scoring})</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Experimenter</source>
        <translation>Chercheur</translation>
    </message>
    <message>
        <source>Round {n} of {rounds}: the computer seeks the atoms {setter} hid.</source>
        <translation>Manche {n} sur {rounds}&#xa0;: l’ordinateur cherche les atomes que {setter} a cachés.</translation>
    </message>
    <message>
        <source>Round {n} of {rounds}: {experimenter} seeks the atoms the computer hid.</source>
        <translation>Manche {n} sur {rounds}&#xa0;: {experimenter} cherche les atomes que l’ordinateur a cachés.</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>{name}: {total}</source>
        <translation>{name}&#xa0;: {total}</translation>
    </message>
    <message>
        <source>Winner: {name}</source>
        <translation>Vainqueur&#xa0;: {name}</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Match nul</translation>
    </message>
    <message>
        <source>Round {n} of {rounds}: {experimenter} experiments; {setter} hid the atoms.</source>
        <translation>Manche {n} sur {rounds}&#xa0;: {experimenter} cherche&#xa0;; {setter} a caché les atomes.</translation>
    </message>
    <message>
        <source>{setter}, enter your atoms on the pad.</source>
        <translation>{setter}, saisissez vos atomes sur le bloc.</translation>
    </message>
    <message>
        <source>Enter {setter}&apos;s pattern</source>
        <translation>Saisir la disposition de {setter}</translation>
    </message>
    <message>
        <source>Round {n} is over: {experimenter} scores {score}.</source>
        <translation>La manche {n} est finie&#xa0;: {experimenter} marque {score}.</translation>
    </message>
    <message>
        <source>See who won</source>
        <translation>Voir qui a gagné</translation>
    </message>
    <message>
        <source>Next round: {name} hides</source>
        <translation>Manche suivante&#xa0;: {name} cache</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Round {n} of {rounds}: the seat changes.</source>
        <translation>Manche {n} sur {rounds}&#xa0;: on change de place.</translation>
    </message>
    <message>
        <source>French duel: {a} and {b}</source>
        <translation>Duel à la française&#xa0;: {a} et {b}</translation>
    </message>
    <message>
        <source>must name</source>
        <translation>doit désigner</translation>
    </message>
    <message>
        <source>firing</source>
        <translation>tire</translation>
    </message>
    <message>
        <source>has named</source>
        <translation>a désigné</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Rays</source>
        <translation>Rayons</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>The duel is over.</source>
        <translation>Le duel est terminé.</translation>
    </message>
    <message>
        <source>Show {name}&apos;s box</source>
        <translation>Montrer la boîte de {name}</translation>
    </message>
    <message>
        <source>{me} has played. Pass the computer to {other}.</source>
        <translation>{me} a joué. Passez l’ordinateur à {other}.</translation>
    </message>
    <message>
        <source>{me}&apos;s turn: this is {other}&apos;s box.</source>
        <translation>Au tour de {me}&#xa0;: voici la boîte de {other}.</translation>
    </message>
    <message>
        <source>Your score is no longer lower: name your atoms.</source>
        <translation>Votre score n’est plus le plus bas&#xa0;: désignez vos atomes.</translation>
    </message>
    <message>
        <source>The seat changes.</source>
        <translation>On change de place.</translation>
    </message>
    <message>
        <source>Only 1 arrangement fits your rays</source>
        <translation>Une seule disposition correspond à vos rayons</translation>
    </message>
    <message>
        <source>{count} arrangements fit your rays</source>
        <translation>{count} dispositions correspondent à vos rayons</translation>
    </message>
    <message>
        <source>Fire at port {port}: on average it leaves about {share} of the arrangements that fit and costs {cost} points</source>
        <translation>Tirez au port {port}&#xa0;: en moyenne, ce tir laisse environ {share} des dispositions compatibles et coûte {cost} points</translation>
    </message>
    <message>
        <source>Fire at port {port}: on average it leaves about {share} of the arrangements that fit and costs {cost} markers</source>
        <translation>Tirez au port {port}&#xa0;: en moyenne, ce tir laisse environ {share} des dispositions compatibles et coûte {cost} marqueurs</translation>
    </message>
    <message>
        <source>Fire at port {port}: on average it leaves about 1 arrangement and costs {cost} points</source>
        <translation>Tirez au port {port}&#xa0;: en moyenne, ce tir laisse environ 1 disposition et coûte {cost} points</translation>
    </message>
    <message>
        <source>Fire at port {port}: on average it leaves about 1 arrangement and costs {cost} markers</source>
        <translation>Tirez au port {port}&#xa0;: en moyenne, ce tir laisse environ 1 disposition et coûte {cost} marqueurs</translation>
    </message>
    <message>
        <source>Fire at port {port}: on average it leaves about {left} arrangements and costs {cost} points</source>
        <translation>Tirez au port {port}&#xa0;: en moyenne, ce tir laisse environ {left} dispositions et coûte {cost} points</translation>
    </message>
    <message>
        <source>Fire at port {port}: on average it leaves about {left} arrangements and costs {cost} markers</source>
        <translation>Tirez au port {port}&#xa0;: en moyenne, ce tir laisse environ {left} dispositions et coûte {cost} marqueurs</translation>
    </message>
    <message>
        <source>{cell}: proved empty</source>
        <translation>{cell}&#xa0;: vide à coup sûr</translation>
    </message>
    <message>
        <source>{cell}: proved to hold an atom</source>
        <translation>{cell}&#xa0;: contient un atome à coup sûr</translation>
    </message>
    <message>
        <source>{cell}: atom here in {percent} of the arrangements that fit</source>
        <translation>{cell}&#xa0;: un atome ici dans {percent} des dispositions compatibles</translation>
    </message>
    <message>
        <source>The assistant suggests firing at port {port}</source>
        <translation>L’assistant suggère de tirer au port {port}</translation>
    </message>
    <message>
        <source>ray at {port}</source>
        <translation>rayon en {port}</translation>
    </message>
    <message>
        <source>ball on {cell}</source>
        <translation>bille en {cell}</translation>
    </message>
    <message>
        <source>ball off {cell}</source>
        <translation>bille retirée de {cell}</translation>
    </message>
    <message>
        <source>ball {source} to {target}</source>
        <translation>bille de {source} à {target}</translation>
    </message>
    <message>
        <source>empty mark on {cell}</source>
        <translation>croix en {cell}</translation>
    </message>
    <message>
        <source>empty mark off {cell}</source>
        <translation>croix retirée de {cell}</translation>
    </message>
    <message>
        <source>marker off {port}</source>
        <translation>marqueur retiré de {port}</translation>
    </message>
    <message>
        <source>marker at {port}</source>
        <translation>marqueur en {port}</translation>
    </message>
    <message>
        <source>setter error</source>
        <translation>erreur d’annonce</translation>
    </message>
    <message>
        <source>excused ball</source>
        <translation>bille excusée</translation>
    </message>
    <message>
        <source>setter&apos;s pattern</source>
        <translation>les atomes de celui qui cache</translation>
    </message>
    <message>
        <source>marker {source} to {target}</source>
        <translation>marqueur de {source} à {target}</translation>
    </message>
    <message>
        <source> rows</source>
        <translation> lignes</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Lignes</translation>
    </message>
    <message>
        <source> columns</source>
        <translation> colonnes</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <source> cells a side</source>
        <translation> cases de côté</translation>
    </message>
    <message>
        <source>Cells a side</source>
        <translation>Cases de côté</translation>
    </message>
    <message>
        <source>Recent &amp;games</source>
        <translation>Parties ré&amp;centes</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Vider la liste</translation>
    </message>
    <message>
        <source>The game could not be opened</source>
        <translation>La partie n’a pas pu être ouverte</translation>
    </message>
    <message>
        <source>{count} files were dropped: drop one saved game at a time.</source>
        <translation>{count} fichiers ont été déposés&#xa0;: déposez une seule partie enregistrée à la fois.</translation>
    </message>
    <message>
        <source>{name} is a folder, not a saved game: drop the game&apos;s own file (.bbox).</source>
        <translation>{name} est un dossier, pas une partie enregistrée&#xa0;: déposez le fichier de la partie lui-même (.bbox).</translation>
    </message>
    <message>
        <source>{name} is no longer in {folder}; it is taken off the list.</source>
        <translation>{name} n’est plus dans {folder}&#xa0;; il est retiré de la liste.</translation>
    </message>
    <message>
        <source>&amp;Your scores…</source>
        <translation>Ta&amp;bleau des scores…</translation>
    </message>
    <message>
        <source>How you stand on each board: games played, best and average scores</source>
        <translation>Où vous en êtes sur chaque plateau&#xa0;: parties jouées, meilleur score et moyenne</translation>
    </message>
    <message>
        <source>Your score book could not be read; it was kept as {name} and a new one begun.</source>
        <translation>Votre tableau des scores n’a pas pu être lu&#xa0;; il a été gardé sous le nom {name} et un nouveau tableau commence.</translation>
    </message>
    <message>
        <source>Your score book could not be read, nor kept aside; a new one is begun.</source>
        <translation>Votre tableau des scores n’a pas pu être lu, ni mis de côté&#xa0;; un nouveau tableau commence.</translation>
    </message>
    <message>
        <source>Your score book could not be written to {path}.</source>
        <translation>Votre tableau des scores n’a pas pu être écrit dans {path}.</translation>
    </message>
    <message>
        <source>An assisted game is not written in your score book.</source>
        <translation>Une partie assistée n’est pas inscrite dans votre tableau des scores.</translation>
    </message>
    <message>
        <source>Your first game on this board under {scoring} scoring.</source>
        <translation>Votre première partie sur ce plateau (décompte&#xa0;: {scoring}).</translation>
    </message>
    <message>
        <source>Your best here: {best}; average {mean} over {games} games ({scoring}).</source>
        <translation>Votre meilleur score ici&#xa0;: {best}&#xa0;; moyenne {mean} sur {games} parties ({scoring}).</translation>
    </message>
    <message>
        <source>Restart this puzz&amp;le</source>
        <translation>Recommencer cette éni&amp;gme</translation>
    </message>
    <message>
        <source>Play the same hidden atoms again from the start</source>
        <translation>Rejouer depuis le début avec les mêmes atomes cachés</translation>
    </message>
    <message>
        <source>Play these atoms again from the start? Your rays, markers, balls and crosses on this board go.</source>
        <translation>Rejouer ces atomes depuis le début&#xa0;? Vos rayons, marqueurs, billes et croix sur ce plateau s’en vont.</translation>
    </message>
    <message>
        <source>A puzzle played again is not written in your score book.</source>
        <translation>Une énigme rejouée n’est pas inscrite dans votre tableau des scores.</translation>
    </message>
    <message>
        <source>Restart this puzzle?</source>
        <translation>Recommencer cette énigme&#xa0;?</translation>
    </message>
    <message>
        <source>The puzzle starts again: the computer has hidden {atoms} where they were. Click a port on the rim to fire a ray.</source>
        <translation>L’énigme recommence&#xa0;: l’ordinateur a caché {atoms} aux mêmes places. Cliquez sur un port du bord pour tirer un rayon.</translation>
    </message>
    <message>
        <source>Copy t&amp;his puzzle&apos;s code</source>
        <translation>Copier &amp;le code de cette énigme</translation>
    </message>
    <message>
        <source>Copy the code of the atoms on the board, for a friend to play with Play a puzzle code</source>
        <translation>Copier le code des atomes du plateau, qu’un ami jouera avec Jouer un code d’énigme</translation>
    </message>
    <message>
        <source>Puzzle code {code} copied: a friend plays it with Game → Play a puzzle code.</source>
        <translation>Code d’énigme {code} copié&#xa0;: un ami le joue avec Partie → Jouer un code d’énigme.</translation>
    </message>
    <message>
        <source>Eric Solomon&apos;s Black Box, on both sides of the board.</source>
        <translation>Black Box d’Eric Solomon, sur les deux faces du plateau.</translation>
    </message>
    <message>
        <source>ortho-ROWSxCOLS or hex-SIDE (default ortho-8x8)</source>
        <translation>ortho-LIGNESxCOLONNES ou hex-CÔTÉ (par défaut ortho-8x8)</translation>
    </message>
    <message>
        <source>print the setter&apos;s answer pad</source>
        <translation>afficher le bloc de réponses de celui qui cache</translation>
    </message>
    <message>
        <source>cells holding atoms, e.g. C2,D5,D8</source>
        <translation>cases des atomes, par ex. C2,D5,D8</translation>
    </message>
    <message>
        <source>print the pad as one JSON list</source>
        <translation>afficher le bloc en une seule liste JSON</translation>
    </message>
    <message>
        <source>read JSON lines {board, atoms} from standard input</source>
        <translation>lire des lignes JSON {board, atoms} sur l’entrée standard</translation>
    </message>
    <message>
        <source>what the answers seen so far prove</source>
        <translation>ce que prouvent les réponses déjà vues</translation>
    </message>
    <message>
        <source>atoms hidden (default 4)</source>
        <translation>atomes cachés (par défaut 4)</translation>
    </message>
    <message>
        <source>answers seen, e.g. &quot;1:H 2:R 5:13&quot; (H absorbed, R reflected)</source>
        <translation>réponses vues, par ex. «&#xa0;1:H 2:R 5:13&#xa0;» (H absorbé, R réfléchi)</translation>
    </message>
    <message>
        <source>read JSON lines {board, atoms_count, rays}</source>
        <translation>lire des lignes JSON {board, atoms_count, rays}</translation>
    </message>
    <message>
        <source>skip the (slower) hint</source>
        <translation>se passer de l’indice, plus long à calculer</translation>
    </message>
    <message>
        <source>SECONDS</source>
        <translation>SECONDES</translation>
    </message>
    <message>
        <source>give up on a position (or a batch line) after this long (default {seconds})</source>
        <translation>abandonner une position (ou une ligne du lot) après ce délai (par défaut {seconds})</translation>
    </message>
    <message>
        <source>the PDF file to write</source>
        <translation>le fichier PDF à écrire</translation>
    </message>
    <message>
        <source>write the notepad diagram sheet as PDF</source>
        <translation>écrire la feuille de diagrammes du bloc-notes en PDF</translation>
    </message>
    <message>
        <source>the diagrams&apos; board (default: both; with --game, the game&apos;s side)</source>
        <translation>le plateau des diagrammes (par défaut&#xa0;: both&#xa0;; avec --game, la face de la partie)</translation>
    </message>
    <message>
        <source>diagrams per page, 1 to 6 (default 0: as many as fit)</source>
        <translation>diagrammes par page, de 1 à 6 (par défaut 0&#xa0;: autant qu’il en tient)</translation>
    </message>
    <message>
        <source>number of blank pages</source>
        <translation>nombre de pages vierges</translation>
    </message>
    <message>
        <source>fill in the sheet from this saved game (.bbox)</source>
        <translation>remplir la feuille d’après cette partie enregistrée (.bbox)</translation>
    </message>
    <message>
        <source>with --game: the setter&apos;s copy shows the atoms, the experimenter&apos;s her record</source>
        <translation>avec --game&#xa0;: la copie de celui qui cache montre les atomes, celle du chercheur son relevé</translation>
    </message>
    <message>
        <source>write a solitaire booklet as PDF</source>
        <translation>écrire un livret de solitaire en PDF</translation>
    </message>
    <message>
        <source>numbered games, 1 to 200 (default 80)</source>
        <translation>parties numérotées, de 1 à 200 (par défaut 80)</translation>
    </message>
    <message>
        <source>the same seed always gives the same booklet (default 1978)</source>
        <translation>la même graine donne toujours le même livret (par défaut 1978)</translation>
    </message>
    <message>
        <source>Eric Solomon&apos;s Black Box, on both sides of the board. Headless commands: {commands} (add --help to one for its options).</source>
        <translation>Black Box d’Eric Solomon, sur les deux faces du plateau. Commandes sans fenêtre&#xa0;: {commands} (ajoutez --help à l’une d’elles pour ses options).</translation>
    </message>
    <message>
        <source>game_file</source>
        <translation>fichier_partie</translation>
    </message>
    <message>
        <source>a saved game (.bbox) to open</source>
        <translation>une partie enregistrée (.bbox) à ouvrir</translation>
    </message>
    <message>
        <source>open on this side of the board</source>
        <translation>ouvrir sur cette face du plateau</translation>
    </message>
    <message>
        <source>CODE</source>
        <translation>CODE</translation>
    </message>
    <message>
        <source>play the puzzle with this code</source>
        <translation>jouer l’énigme de ce code</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FICHIER</translation>
    </message>
    <message>
        <source>BOARD</source>
        <translation>PLATEAU</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>CELLS</source>
        <translation>CASES</translation>
    </message>
    <message>
        <source>ANSWERS</source>
        <translation>RÉPONSES</translation>
    </message>
    <message>
        <source>paper size (default a4)</source>
        <translation>format du papier (par défaut a4)</translation>
    </message>
    <message>
        <source>page orientation (default portrait)</source>
        <translation>orientation de la page (par défaut portrait)</translation>
    </message>
    <message>
        <source>SEED</source>
        <translation>GRAINE</translation>
    </message>
    <message>
        <source>write a PNG of the window once drawn, then quit</source>
        <translation>écrire une image PNG de la fenêtre une fois dessinée, puis quitter</translation>
    </message>
    <message>
        <source>print the version and quit</source>
        <translation>afficher la version et quitter</translation>
    </message>
    <message>
        <source>Give the PNG file after --screenshot, e.g. --screenshot out.png.</source>
        <translation>Indiquez le fichier PNG après --screenshot, par ex. --screenshot out.png.</translation>
    </message>
    <message>
        <source>{name} is a folder; give a file name for the PNG, e.g. out.png in it.</source>
        <translation>{name} est un dossier&#xa0;; donnez un nom de fichier pour le PNG, par ex. out.png dans ce dossier.</translation>
    </message>
    <message>
        <source>The folder {name} does not exist; the PNG cannot be written there.</source>
        <translation>Le dossier {name} n’existe pas&#xa0;; le PNG ne peut pas y être écrit.</translation>
    </message>
    <message>
        <source>{name} is not a file; give a file name for the PNG, e.g. out.png.</source>
        <translation>{name} n’est pas un fichier&#xa0;; donnez un nom de fichier pour le PNG, par ex. out.png.</translation>
    </message>
    <message>
        <source>The screenshot is a PNG picture; name it with .png, not {suffix}.</source>
        <translation>La capture est une image PNG&#xa0;; nommez-la en .png, pas en {suffix}.</translation>
    </message>
    <message>
        <source>Give the puzzle code after --puzzle, e.g. --puzzle BB-6AJP-….</source>
        <translation>Indiquez le code de l’énigme après --puzzle, par ex. --puzzle BB-6AJP-….</translation>
    </message>
    <message>
        <source>Open either a game file or a puzzle code (--puzzle), not both.</source>
        <translation>Ouvrez soit un fichier de partie, soit un code d’énigme (--puzzle), pas les deux.</translation>
    </message>
    <message>
        <source>{command} is a command: put it first, as in {example}.</source>
        <translation>{command} est une commande&#xa0;: placez-la en premier, comme dans {example}.</translation>
    </message>
    <message>
        <source>an error of the system</source>
        <translation>une erreur du système</translation>
    </message>
    <message>
        <source>Input or output failed: {reason}.</source>
        <translation>La lecture ou l’écriture a échoué&#xa0;: {reason}.</translation>
    </message>
    <message>
        <source>Interrupted.</source>
        <translation>Interrompu.</translation>
    </message>
    <message>
        <source>--version prints the version and quits; give it alone.</source>
        <translation>--version affiche la version et quitte&#xa0;; donnez-la seule.</translation>
    </message>
    <message>
        <source> Did you mean {command}?</source>
        <translation> Vouliez-vous dire {command}&#xa0;?</translation>
    </message>
    <message>
        <source>{word} is neither a command nor a saved game.{guess} The commands are {commands}; to open a game, give its file (….bbox).</source>
        <translation>{word} n’est ni une commande ni une partie enregistrée.{guess} Les commandes sont {commands}&#xa0;; pour ouvrir une partie, donnez son fichier (….bbox).</translation>
    </message>
    <message>
        <source>--atoms is not read with --batch: each input line names its own atoms.</source>
        <translation>--atoms n’est pas lu avec --batch&#xa0;: chaque ligne lue nomme ses propres atomes.</translation>
    </message>
    <message>
        <source>Name the atoms with --atoms, e.g. --atoms C2,D5,D8 (or --atoms &apos;&apos; for none).</source>
        <translation>Nommez les atomes avec --atoms, par ex. --atoms C2,D5,D8 (ou --atoms &apos;&apos; pour aucun).</translation>
    </message>
    <message>
        <source>Line {number} of the input is far too long.</source>
        <translation>La ligne {number} de l’entrée est bien trop longue.</translation>
    </message>
    <message>
        <source>Line {number} of the input is not JSON.</source>
        <translation>La ligne {number} de l’entrée n’est pas du JSON.</translation>
    </message>
    <message>
        <source>Line {number} of the input is not a JSON object.</source>
        <translation>La ligne {number} de l’entrée n’est pas un objet JSON.</translation>
    </message>
    <message>
        <source>Line {number}: {error}</source>
        <translation>Ligne {number}&#xa0;: {error}</translation>
    </message>
    <message>
        <source>The time limit is a number of seconds above 0, not {limit}.</source>
        <translation>Le délai est un nombre de secondes supérieur à 0, pas {limit}.</translation>
    </message>
    <message>
        <source>Each ray&apos;s answer is one word or a port, e.g. {example}.</source>
        <translation>La réponse de chaque rayon est un seul mot ou un port, par ex. {example}.</translation>
    </message>
    <message>
        <source>The rays must be written like &quot;1:H 2:R 5:13&quot;.</source>
        <translation>Les rayons s’écrivent comme «&#xa0;1:H 2:R 5:13&#xa0;».</translation>
    </message>
    <message>
        <source>Gave up after {seconds} s: {atoms} atoms on the {board} board leave too many arrangements to count with these rays. Give more rays, or a longer --time-limit.</source>
        <translation>Abandon après {seconds}&#xa0;s&#xa0;: {atoms} atomes sur le plateau {board} laissent trop de dispositions à compter avec ces rayons. Donnez plus de rayons, ou un --time-limit plus long.</translation>
    </message>
    <message>
        <source>--copy chooses whose copy of a game to print; give the game with --game FILE.bbox.</source>
        <translation>--copy choisit quelle copie d’une partie imprimer&#xa0;; donnez la partie avec --game FICHIER.bbox.</translation>
    </message>
    <message>
        <source>a blank notepad</source>
        <translation>un bloc-notes vierge</translation>
    </message>
    <message>
        <source>the setter&apos;s copy of {game}</source>
        <translation>la copie de celui qui cache, d’après {game}</translation>
    </message>
    <message>
        <source>the experimenter&apos;s record of {game}</source>
        <translation>le relevé du chercheur, d’après {game}</translation>
    </message>
    <message>
        <source>Wrote {out}: {pages} ({what}, {paper} {orientation}{fewer}).</source>
        <translation>{out} écrit&#xa0;: {pages} ({what}, {paper} {orientation}{fewer}).</translation>
    </message>
    <message>
        <source>1 page</source>
        <translation>1 page</translation>
    </message>
    <message>
        <source>{n} pages</source>
        <translation>{n} pages</translation>
    </message>
    <message>
        <source>portrait</source>
        <translation>portrait</translation>
    </message>
    <message>
        <source>landscape</source>
        <translation>paysage</translation>
    </message>
    <message>
        <source>1 diagram</source>
        <translation>1 diagramme</translation>
    </message>
    <message>
        <source>{n} diagrams</source>
        <translation>{n} diagrammes</translation>
    </message>
    <message>
        <source>; {diagrams} a page, as {asked} would leave cells too small to write in</source>
        <translation>&#xa0;; {diagrams} par page, car {asked} laisseraient des cases trop petites pour y écrire</translation>
    </message>
    <message>
        <source>The --out file name is empty; name the PDF to write, e.g. --out {example}.</source>
        <translation>Le nom de fichier de --out est vide&#xa0;; nommez le PDF à écrire, par ex. --out {example}.</translation>
    </message>
    <message>
        <source>--out - cannot send a PDF to standard output; name the file to write, e.g. --out {example}.</source>
        <translation>--out - ne peut pas envoyer un PDF sur la sortie standard&#xa0;; nommez le fichier à écrire, par ex. --out {example}.</translation>
    </message>
    <message>
        <source>--out {name} is a folder; give the name of the PDF file to write.</source>
        <translation>--out {name} est un dossier&#xa0;; donnez le nom du fichier PDF à écrire.</translation>
    </message>
    <message>
        <source>{name} already exists, and --out {out} does not name it; give --out {name} to replace it, or another name.</source>
        <translation>{name} existe déjà, et --out {out} ne le nomme pas&#xa0;; donnez --out {name} pour le remplacer, ou un autre nom.</translation>
    </message>
    <message>
        <source>--out {name} is the game file given with --game; choose another name for the PDF.</source>
        <translation>--out {name} est le fichier de partie donné avec --game&#xa0;; choisissez un autre nom pour le PDF.</translation>
    </message>
    <message>
        <source>it cannot be read</source>
        <translation>il ne peut pas être lu</translation>
    </message>
    <message>
        <source>Cannot read the game file {name}: {reason}.</source>
        <translation>Impossible de lire le fichier de partie {name}&#xa0;: {reason}.</translation>
    </message>
    <message>
        <source>The game file {name} is far too large to be a saved Black Box game.</source>
        <translation>Le fichier de partie {name} est bien trop gros pour être une partie Black Box enregistrée.</translation>
    </message>
    <message>
        <source>{name} is a saved two-player match or duel, not a game: open it in the window and export the round on the board with Game → Export notepad as PDF….</source>
        <translation>{name} est une partie à deux joueurs ou un duel enregistré, pas une partie&#xa0;: ouvrez-le dans la fenêtre et exportez la manche sur le plateau avec Partie → Exporter le bloc-notes en PDF….</translation>
    </message>
    <message>
        <source>Cannot print the game file {name}. {error}</source>
        <translation>Impossible d’imprimer le fichier de partie {name}. {error}</translation>
    </message>
    <message>
        <source>Working out each game&apos;s NORM: {done} of {total} games done.</source>
        <translation>Calcul de la NORME de chaque partie&#xa0;: {done} sur {total}.</translation>
    </message>
    <message>
        <source>The seed is empty; give any word or number, e.g. --seed 1978 (the default).</source>
        <translation>La graine est vide&#xa0;; donnez un mot ou un nombre quelconque, par ex. --seed 1978 (la valeur par défaut).</translation>
    </message>
    <message>
        <source>The paper must be one of {papers}, not {paper}.</source>
        <translation>Le papier doit être l’un des formats {papers}, pas {paper}.</translation>
    </message>
    <message>
        <source>Wrote {out}: {pages} pages, {games} on the {board} board (booklet {seed}, {paper}).</source>
        <translation>{out} écrit&#xa0;: {pages} pages, {games} sur le plateau {board}, livret {seed}, {paper}.</translation>
    </message>
    <message>
        <source>1 solitaire game</source>
        <translation>1 partie de solitaire</translation>
    </message>
    <message>
        <source>{n} solitaire games</source>
        <translation>{n} parties de solitaire</translation>
    </message>
    <message>
        <source>there is no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set). Start it from a desktop session, or use --screenshot FILE to draw the window into a picture.</source>
        <translation>il n’y a pas d’écran où ouvrir la fenêtre (ni DISPLAY ni WAYLAND_DISPLAY n’est défini). Lancez-le depuis une session de bureau, ou utilisez --screenshot FICHIER pour dessiner la fenêtre dans une image.</translation>
    </message>
    <message>
        <source>the display {name} does not answer, so the window cannot open. Start it from a desktop session, or use --screenshot FILE to draw the window into a picture.</source>
        <translation>l’écran {name} ne répond pas, la fenêtre ne peut donc pas s’ouvrir. Lancez-le depuis une session de bureau, ou utilisez --screenshot FICHIER pour dessiner la fenêtre dans une image.</translation>
    </message>
</context>
<context>
    <name>AboutBox</name>
    <message>
        <source>About Black Box Desktop</source>
        <translation>À propos de Black Box Desktop</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Black Box Desktop {version}&lt;/h3&gt;&lt;p&gt;The board game &lt;b&gt;Black Box&lt;/b&gt; was invented by &lt;b&gt;Eric Solomon&lt;/b&gt;, first published in 1976, and sold by Parker Brothers (1978) and Franjos (&lt;i&gt;Black Box +&lt;/i&gt;, with its hexagonal side).&lt;/p&gt;&lt;p&gt;This program recreates both sides of the board, the markers and the scoring of those editions, and adds a deduction engine.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Black Box Desktop {version}&lt;/h3&gt;&lt;p&gt;Le jeu de plateau &lt;b&gt;Black Box&lt;/b&gt; a été inventé par &lt;b&gt;Eric Solomon&lt;/b&gt;, publié pour la première fois en 1976, puis vendu par Parker Brothers (1978) et Franjos (&lt;i&gt;Black Box +&lt;/i&gt;, avec sa face hexagonale).&lt;/p&gt;&lt;p&gt;Ce programme recrée les deux faces du plateau, les marqueurs et le décompte des points de ces éditions, et y ajoute un moteur de déduction.&lt;/p&gt;&lt;p&gt;Logiciel libre sous licence publique générale GNU, version 3 ou ultérieure.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>AnnouncementDialog</name>
    <message>
        <source>Ray at {port}</source>
        <translation>Rayon en {port}</translation>
    </message>
    <message>
        <source>Ray at {port}. What did {setter} announce?</source>
        <translation>Rayon en {port}. Qu’a annoncé {setter}&#xa0;?</translation>
    </message>
    <message>
        <source>Out at</source>
        <translation>Sortie en</translation>
    </message>
    <message>
        <source>port, e.g. 17</source>
        <translation>port, par ex. 17</translation>
    </message>
    <message>
        <source>port, e.g. 17 or D droite</source>
        <translation>port, par ex. 17 ou D droite</translation>
    </message>
    <message>
        <source>Came out there</source>
        <translation>Ressorti là</translation>
    </message>
    <message>
        <source>Type the port the ray came out at, or press “{absorbed}” or “{reflected}”.</source>
        <translation>Tapez le port par lequel le rayon est ressorti, ou appuyez sur «&#xa0;{absorbed}&#xa0;» ou «&#xa0;{reflected}&#xa0;».</translation>
    </message>
</context>
<context>
    <name>Assistant</name>
    <message>
        <source>Assistant</source>
        <translation>Assistant</translation>
    </message>
    <message>
        <source>&amp;Assistant</source>
        <translation>&amp;Assistant</translation>
    </message>
    <message>
        <source>Count the arrangements that fit your rays, show a heat map and hints</source>
        <translation>Compter les dispositions compatibles avec vos rayons, afficher une carte de chaleur et des indices</translation>
    </message>
    <message>
        <source>assisted</source>
        <translation>assistée</translation>
    </message>
    <message>
        <source>The assistant was used in this game</source>
        <translation>L’assistant a été utilisé dans cette partie</translation>
    </message>
    <message>
        <source>Assisted game: the assistant helped.</source>
        <translation>Partie assistée&#xa0;: l’assistant a aidé.</translation>
    </message>
    <message>
        <source>The assistant waits: it is the setter&apos;s turn.</source>
        <translation>L’assistant attend&#xa0;: c’est au tour de celui qui cache.</translation>
    </message>
    <message>
        <source>Start a game to use the assistant.</source>
        <translation>Commencez une partie pour utiliser l’assistant.</translation>
    </message>
    <message>
        <source>Round over: the atoms are revealed.</source>
        <translation>Manche terminée&#xa0;: les atomes sont dévoilés.</translation>
    </message>
    <message>
        <source>Counting the arrangements that fit…</source>
        <translation>Comptage des dispositions compatibles…</translation>
    </message>
    <message>
        <source>The assistant could not count: {error}</source>
        <translation>L’assistant n’a pas pu compter&#xa0;: {error}</translation>
    </message>
    <message>
        <source>No arrangement fits these answers</source>
        <translation>Aucune disposition ne correspond à ces réponses</translation>
    </message>
    <message>
        <source>These rays cannot all be right: {rays}. One of these answers was given wrongly.</source>
        <translation>Ces rayons ne peuvent pas tous être justes&#xa0;: {rays}. L’une de ces réponses a été mal donnée.</translation>
    </message>
    <message>
        <source>Proved empty: no cell</source>
        <translation>Vides à coup sûr&#xa0;: aucune case</translation>
    </message>
    <message>
        <source>Proved empty: 1 cell</source>
        <translation>Vide à coup sûr&#xa0;: 1 case</translation>
    </message>
    <message>
        <source>Proved empty: {n} cells</source>
        <translation>Vides à coup sûr&#xa0;: {n} cases</translation>
    </message>
    <message>
        <source>Proved to hold an atom: {cell}</source>
        <translation>Contient un atome à coup sûr&#xa0;: {cell}</translation>
    </message>
    <message>
        <source>Proved to hold an atom: {cells}</source>
        <translation>Contiennent un atome à coup sûr&#xa0;: {cells}</translation>
    </message>
    <message>
        <source>Looking for the most useful ray…</source>
        <translation>Recherche du rayon le plus utile…</translation>
    </message>
    <message>
        <source>Assisted: hint asked</source>
        <translation>Assistée&#xa0;: indice demandé</translation>
    </message>
    <message>
        <source>No ray can tell the {count} arrangements left apart: place your balls on one of them.</source>
        <translation>Aucun rayon ne distingue les {count} dispositions qui restent&#xa0;: posez vos billes sur l’une d’elles.</translation>
    </message>
    <message>
        <source>No ray can teach you more: place your balls on the cells that fit.</source>
        <translation>Aucun rayon ne vous apprendra plus rien&#xa0;: posez vos billes sur les cases compatibles.</translation>
    </message>
    <message>
        <source>No hint: the answers contradict each other.</source>
        <translation>Pas d’indice&#xa0;: les réponses se contredisent.</translation>
    </message>
    <message>
        <source>At least {count} arrangements answer every ray alike: no ray can tell them apart.</source>
        <translation>Au moins {count} dispositions répondent de la même façon à tous les rayons&#xa0;: aucun rayon ne peut les distinguer.</translation>
    </message>
    <message>
        <source>These {count} arrangements answer every ray alike: no ray can tell them apart.</source>
        <translation>Ces {count} dispositions répondent de la même façon à tous les rayons&#xa0;: aucun rayon ne peut les distinguer.</translation>
    </message>
</context>
<context>
    <name>AssistantPanel</name>
    <message>
        <source>Arrangements that fit</source>
        <translation>Dispositions compatibles</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Comptage…</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Suggest the port whose ray is expected to teach the most per marker</source>
        <translation>Suggérer le port dont le rayon devrait apprendre le plus par marqueur</translation>
    </message>
    <message>
        <source>Red tint: how often an atom sits in the cell among the arrangements that fit. Dot: proved empty. Ring: proved to hold an atom. Hover a cell for its figure.</source>
        <translation>Teinte rouge&#xa0;: la fréquence d’un atome dans la case parmi les dispositions compatibles. Point&#xa0;: vide à coup sûr. Anneau&#xa0;: contient un atome à coup sûr. Survolez une case pour voir son pourcentage.</translation>
    </message>
    <message>
        <source>Counting… {seconds} s</source>
        <translation>Comptage… {seconds}&#xa0;s</translation>
    </message>
</context>
<context>
    <name>Atoms</name>
    <message>
        <source>1 atom</source>
        <translation>1 atome</translation>
    </message>
    <message>
        <source>{n} atoms</source>
        <translation>{n} atomes</translation>
    </message>
</context>
<context>
    <name>BoardLayout</name>
    <message>
        <source>Port {port}</source>
        <translation>Port {port}</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>Balls</source>
        <translation>Billes</translation>
    </message>
    <message>
        <source>Markers</source>
        <translation>Marqueurs</translation>
    </message>
    <message>
        <source>Your atom on {cell}: the computer cannot see it</source>
        <translation>Votre atome en {cell}&#xa0;: l’ordinateur ne le voit pas</translation>
    </message>
    <message>
        <source>Your ball on {cell}</source>
        <translation>Votre bille en {cell}</translation>
    </message>
    <message>
        <source>Ball on {cell}: drag it to another cell or back to the tray; click to take it back.</source>
        <translation>Bille en {cell}&#xa0;: faites-la glisser vers une autre case ou vers la réserve&#xa0;; cliquez pour la reprendre.</translation>
    </message>
    <message>
        <source>Drag this ball onto the cell where you think an atom is hidden.</source>
        <translation>Faites glisser cette bille sur la case où vous pensez qu’un atome est caché.</translation>
    </message>
    <message>
        <source>Atom on {cell}</source>
        <translation>Atome en {cell}</translation>
    </message>
    <message>
        <source>Atom on {cell}: missed; you had crossed the cell out as empty</source>
        <translation>Atome en {cell}&#xa0;: manqué&#xa0;; vous aviez barré cette case comme vide</translation>
    </message>
    <message>
        <source>Atom on {cell}: missed</source>
        <translation>Atome en {cell}&#xa0;: manqué</translation>
    </message>
    <message>
        <source>{port}: {answer}</source>
        <translation>{port}&#xa0;: {answer}</translation>
    </message>
    <message>
        <source>. Click to see the ray&apos;s path.</source>
        <translation>. Cliquez pour voir le trajet du rayon.</translation>
    </message>
    <message>
        <source>. Press Enter to see the ray&apos;s path.</source>
        <translation>. Appuyez sur Entrée pour voir le trajet du rayon.</translation>
    </message>
    <message>
        <source>{port}: click to see the ray&apos;s path.</source>
        <translation>{port}&#xa0;: cliquez pour voir le trajet du rayon.</translation>
    </message>
    <message>
        <source>{port}: press Enter to see the ray&apos;s path.</source>
        <translation>{port}&#xa0;: appuyez sur Entrée pour voir le trajet du rayon.</translation>
    </message>
    <message>
        <source>{port}: click to fire a ray here, {way} into {cell}.</source>
        <translation>{port}&#xa0;: cliquez pour tirer un rayon ici, {way}, dans {cell}.</translation>
    </message>
    <message>
        <source>{port}: press Enter to fire a ray here, {way} into {cell}.</source>
        <translation>{port}&#xa0;: appuyez sur Entrée pour tirer un rayon ici, {way}, dans {cell}.</translation>
    </message>
    <message>
        <source>{port}: click to fire a ray here.</source>
        <translation>{port}&#xa0;: cliquez pour tirer un rayon ici.</translation>
    </message>
    <message>
        <source>{port}: press Enter to fire a ray here.</source>
        <translation>{port}&#xa0;: appuyez sur Entrée pour tirer un rayon ici.</translation>
    </message>
    <message>
        <source>your token: {token}; its partner goes on {port}</source>
        <translation>votre jeton&#xa0;: {token}&#xa0;; son partenaire va sur {port}</translation>
    </message>
    <message>
        <source>announced wrongly: the atoms give {answer}</source>
        <translation>annonce erronée&#xa0;: les atomes donnent {answer}</translation>
    </message>
    <message>
        <source>with the balls placed this ray would give {answer}</source>
        <translation>avec les billes posées, ce rayon donnerait {answer}</translation>
    </message>
    <message>
        <source>Drag a token to a port to fire a ray there (or just click the port).</source>
        <translation>Faites glisser un jeton vers un port pour y tirer un rayon (ou cliquez simplement sur le port).</translation>
    </message>
    <message>
        <source>Carrying the ball from {source}: over {cell}, Enter puts it down here, Escape leaves it on {source}.</source>
        <translation>Vous portez la bille de {source}&#xa0;: au-dessus de {cell}, Entrée la pose ici, Échap la laisse en {source}.</translation>
    </message>
    <message>
        <source>Carrying the ball from {source}: a ball goes on a cell of the grid; Escape leaves it on {source}.</source>
        <translation>Vous portez la bille de {source}&#xa0;: une bille se pose sur une case de la grille&#xa0;; Échap la laisse en {source}.</translation>
    </message>
    <message>
        <source>Balls: {n}</source>
        <translation>Billes&#xa0;: {n}</translation>
    </message>
    <message>
        <source>{cell}: click to take the ball back</source>
        <translation>{cell}&#xa0;: cliquez pour reprendre la bille</translation>
    </message>
    <message>
        <source>{cell}: press Enter to take the ball back, M to move it</source>
        <translation>{cell}&#xa0;: appuyez sur Entrée pour reprendre la bille, sur M pour la déplacer</translation>
    </message>
    <message>
        <source>{cell}: press Enter to put a ball here, X to mark it empty</source>
        <translation>{cell}&#xa0;: appuyez sur Entrée pour poser une bille ici, sur X pour la marquer vide</translation>
    </message>
    <message>
        <source>rightwards</source>
        <translation>vers la droite</translation>
    </message>
    <message>
        <source>up to the right</source>
        <translation>vers le haut à droite</translation>
    </message>
    <message>
        <source>up to the left</source>
        <translation>vers le haut à gauche</translation>
    </message>
    <message>
        <source>leftwards</source>
        <translation>vers la gauche</translation>
    </message>
    <message>
        <source>down to the left</source>
        <translation>vers le bas à gauche</translation>
    </message>
    <message>
        <source>down to the right</source>
        <translation>vers le bas à droite</translation>
    </message>
    <message>
        <source>absorbed token</source>
        <translation>jeton d’absorption</translation>
    </message>
    <message>
        <source>reflection token</source>
        <translation>jeton de réflexion</translation>
    </message>
    <message>
        <source>pair token {n}</source>
        <translation>jeton de paire {n}</translation>
    </message>
    <message>
        <source>your token: {token}, but no ray has used this port</source>
        <translation>votre jeton&#xa0;: {token}, mais aucun rayon n’est encore passé par ce port</translation>
    </message>
    <message>
        <source>{token}: drag it to a port to record that answer.</source>
        <translation>{token}&#xa0;: faites-le glisser sur un port pour noter cette réponse.</translation>
    </message>
    <message>
        <source>{cell}: marked empty; right-click to take the mark off, click to put a ball here</source>
        <translation>{cell}&#xa0;: marquée vide&#xa0;; clic droit pour retirer la croix, clic pour poser une bille ici</translation>
    </message>
    <message>
        <source>{cell}: marked empty; press X to take the mark off, Enter to put a ball here</source>
        <translation>{cell}&#xa0;: marquée vide&#xa0;; appuyez sur X pour retirer la croix, sur Entrée pour poser une bille ici</translation>
    </message>
    <message>
        <source>{cell}: click to put a ball here, right-click to mark it empty</source>
        <translation>{cell}&#xa0;: cliquez pour poser une bille ici, clic droit pour la marquer vide</translation>
    </message>
    <message>
        <source>your token: {token}, not the answer</source>
        <translation>votre jeton&#xa0;: {token}, ce n’est pas la réponse</translation>
    </message>
    <message>
        <source>your token: {token}</source>
        <translation>votre jeton&#xa0;: {token}</translation>
    </message>
    <message>
        <source>{cell}: your ball, on an atom</source>
        <translation>{cell}&#xa0;: votre bille, sur un atome</translation>
    </message>
    <message>
        <source>{cell}: your ball, no atom here, but no ray can tell</source>
        <translation>{cell}&#xa0;: votre bille, pas d’atome ici, mais aucun rayon ne permet de le voir</translation>
    </message>
    <message>
        <source>{cell}: your ball, no atom here</source>
        <translation>{cell}&#xa0;: votre bille, pas d’atome ici</translation>
    </message>
    <message>
        <source>{cell}: an atom you missed; you had crossed the cell out as empty</source>
        <translation>{cell}&#xa0;: un atome que vous avez manqué&#xa0;; vous aviez barré cette case comme vide</translation>
    </message>
    <message>
        <source>{cell}: an atom you missed</source>
        <translation>{cell}&#xa0;: un atome que vous avez manqué</translation>
    </message>
    <message>
        <source>{cell}: empty</source>
        <translation>{cell}&#xa0;: vide</translation>
    </message>
    <message>
        <source>Drag the ball onto a cell, or click an empty cell.</source>
        <translation>Faites glisser la bille sur une case, ou cliquez sur une case vide.</translation>
    </message>
    <message>
        <source>Drag the token onto a port.</source>
        <translation>Faites glisser le jeton sur un port.</translation>
    </message>
    <message>
        <source>A ball goes on a cell of the grid; drop it on a tray to take it off.</source>
        <translation>Une bille se pose sur une case de la grille&#xa0;; déposez-la dans la réserve pour la retirer.</translation>
    </message>
    <message>
        <source>A token goes on a port, one of the numbered holes around the grid.</source>
        <translation>Un jeton se pose sur un port, l’un des trous numérotés autour de la grille.</translation>
    </message>
    <message>
        <source>The board: the arrow keys move a cursor over its ports and cells, Enter on a port shows its ray&apos;s path.</source>
        <translation>Le plateau&#xa0;: les flèches déplacent un curseur sur ses ports et ses cases, Entrée sur un port montre le trajet de son rayon.</translation>
    </message>
    <message>
        <source>The board: the arrow keys move a cursor over its ports and cells, Enter fires or places a ball there.</source>
        <translation>Le plateau&#xa0;: les flèches déplacent un curseur sur ses ports et ses cases, Entrée y tire un rayon ou y pose une bille.</translation>
    </message>
</context>
<context>
    <name>BookletChoice</name>
    <message>
        <source>The board the foot of the booklet&apos;s pages names; type any other, e.g. square 6×6 or hexagonal (side 4)</source>
        <translation>Le plateau que nomme le bas des pages du livret&#xa0;; tapez-en un autre, par ex. carré 6×6 ou hexagonal (côté 4)</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Plateau&#xa0;:</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Parties&#xa0;:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Graine&#xa0;:</translation>
    </message>
    <message>
        <source>Name the booklet&apos;s board as the foot of its pages does, e.g. square 8×8.</source>
        <translation>Nommez le plateau du livret comme le bas de ses pages, par ex. carré 8×8.</translation>
    </message>
    <message>
        <source>Give the booklet&apos;s seed, the word or number printed on it.</source>
        <translation>Indiquez la graine du livret, le mot ou le nombre imprimé dessus.</translation>
    </message>
    <message>
        <source>The seed cannot hold a tab or another control character: type it as printed.</source>
        <translation>La graine ne peut contenir ni tabulation ni autre caractère de contrôle&#xa0;: tapez-la telle qu’elle est imprimée.</translation>
    </message>
</context>
<context>
    <name>BookletDialog</name>
    <message>
        <source>Solitaire booklet</source>
        <translation>Livret de solitaire</translation>
    </message>
    <message>
        <source>The games, one look-up table per port, and the solutions with each game&apos;s NORM. Game → Solitaire booklet plays the same games by their numbers.</source>
        <translation>Les parties, une table de consultation par port, et les solutions avec la NORME de chaque partie. Partie → Livret de solitaire joue les mêmes parties par leur numéro.</translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation>Papier&#xa0;:</translation>
    </message>
</context>
<context>
    <name>BookletGameDialog</name>
    <message>
        <source>Solitaire booklet</source>
        <translation>Livret de solitaire</translation>
    </message>
    <message>
        <source>Copy the booklet&apos;s name from the foot of its pages (Parker&apos;s reads “square 8×8 · 80 games · booklet 1978”: 1978 is its seed), then give the number of the game to play.</source>
        <translation>Recopiez le nom du livret au bas de ses pages (celui de Parker porte «&#xa0;carré 8×8 · 80 parties · livret 1978&#xa0;»&#xa0;: 1978 est sa graine), puis donnez le numéro de la partie à jouer.</translation>
    </message>
    <message>
        <source>Game number:</source>
        <translation>Numéro de la partie&#xa0;:</translation>
    </message>
</context>
<context>
    <name>BookletPlay</name>
    <message>
        <source>Solitaire &amp;booklet…</source>
        <translation>Li&amp;vret de solitaire…</translation>
    </message>
    <message>
        <source>Play a numbered game of the solitaire booklet and compare with its NORM</source>
        <translation>Jouer une partie numérotée du livret de solitaire et se comparer à sa NORME</translation>
    </message>
    <message>
        <source>The booklet game could not be started</source>
        <translation>La partie du livret n’a pas pu commencer</translation>
    </message>
    <message>
        <source>Booklet game {number}: {atoms} atoms are hidden. Fire rays to find them.</source>
        <translation>Partie {number} du livret&#xa0;: {atoms} atomes sont cachés. Tirez des rayons pour les trouver.</translation>
    </message>
    <message>
        <source>Your markers: {mine} — NORM: {norm}</source>
        <translation>Vos marqueurs&#xa0;: {mine} — NORME&#xa0;: {norm}</translation>
    </message>
    <message>
        <source>Your markers: {mine}, plus 5 for 1 misplaced atom: {total} — NORM: {norm}</source>
        <translation>Vos marqueurs&#xa0;: {mine}, plus 5 pour 1 atome mal placé&#xa0;: {total} — NORME&#xa0;: {norm}</translation>
    </message>
    <message>
        <source>Your markers: {mine}, plus {penalty} for {n} misplaced atoms: {total} — NORM: {norm}</source>
        <translation>Vos marqueurs&#xa0;: {mine}, plus {penalty} pour {n} atomes mal placés&#xa0;: {total} — NORME&#xa0;: {norm}</translation>
    </message>
    <message>
        <source>Booklet game {number}</source>
        <translation>Partie {number} du livret</translation>
    </message>
    <message>
        <source> (NORM after the reveal)</source>
        <translation> (NORME après le dévoilement)</translation>
    </message>
</context>
<context>
    <name>CellNames</name>
    <message>
        <source>Cell &amp;names</source>
        <translation>Noms des &amp;cases</translation>
    </message>
    <message>
        <source>Write each cell&apos;s name on the board (rows lettered from the top, columns numbered)</source>
        <translation>Écrire le nom de chaque case sur le plateau (lignes en lettres depuis le haut, colonnes en chiffres)</translation>
    </message>
</context>
<context>
    <name>ComputerGameDialog</name>
    <message>
        <source>Let the computer find the atoms</source>
        <translation>Laisser l’ordinateur chercher les atomes</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Niveau&#xa0;:</translation>
    </message>
    <message>
        <source>Square board</source>
        <translation>Plateau carré</translation>
    </message>
    <message>
        <source>Hexagonal board</source>
        <translation>Plateau hexagonal</translation>
    </message>
    <message>
        <source>Board side:</source>
        <translation>Face du plateau&#xa0;:</translation>
    </message>
    <message>
        <source>The computer hides the atoms at random</source>
        <translation>L’ordinateur cache les atomes au hasard</translation>
    </message>
    <message>
        <source>I hide the atoms: click the cells on the board</source>
        <translation>Je cache les atomes&#xa0;: cliquez sur les cases du plateau</translation>
    </message>
    <message>
        <source>{board}, as chosen in New game</source>
        <translation>{board}, comme choisi dans Nouvelle partie</translation>
    </message>
</context>
<context>
    <name>ComputerPlay</name>
    <message>
        <source>Strong</source>
        <translation>Fort</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <source>&amp;Slow ({seconds} s a move)</source>
        <translation>&amp;Lent ({seconds}&#xa0;s par coup)</translation>
    </message>
    <message>
        <source>&amp;Normal ({seconds} s a move)</source>
        <translation>&amp;Normal ({seconds}&#xa0;s par coup)</translation>
    </message>
    <message>
        <source>&amp;Fast ({seconds} s a move)</source>
        <translation>&amp;Rapide ({seconds}&#xa0;s par coup)</translation>
    </message>
    <message>
        <source>Speed: slow</source>
        <translation>Rythme&#xa0;: lent</translation>
    </message>
    <message>
        <source>Speed: normal</source>
        <translation>Rythme&#xa0;: normal</translation>
    </message>
    <message>
        <source>Speed: fast</source>
        <translation>Rythme&#xa0;: rapide</translation>
    </message>
    <message>
        <source>The computer is paused. Computer: resume lets it go on, and Computer: one step plays a single move.</source>
        <translation>L’ordinateur est en pause. «&#xa0;Ordinateur&#xa0;: reprendre&#xa0;» le laisse continuer, et «&#xa0;Ordinateur&#xa0;: un pas&#xa0;» joue un seul coup.</translation>
    </message>
    <message>
        <source>The computer is paused. Computer: resume lets it go on, Computer: one step plays a single move, and Computer: stop gives you the board.</source>
        <translation>L’ordinateur est en pause. «&#xa0;Ordinateur&#xa0;: reprendre&#xa0;» le laisse continuer, «&#xa0;Ordinateur&#xa0;: un pas&#xa0;» joue un seul coup, et «&#xa0;Ordinateur&#xa0;: arrêt&#xa0;» vous donne le plateau.</translation>
    </message>
    <message>
        <source>Let the &amp;computer find the atoms…</source>
        <translation>Laisser l’ordinateur c&amp;hercher les atomes…</translation>
    </message>
    <message>
        <source>Watch the computer experimenter play against hidden atoms</source>
        <translation>Regarder l’ordinateur chercher des atomes cachés</translation>
    </message>
    <message>
        <source>Computer: one st&amp;ep</source>
        <translation>Ordinateur&#xa0;: un &amp;pas</translation>
    </message>
    <message>
        <source>Computer: pa&amp;use</source>
        <translation>Ordinateur&#xa0;: pa&amp;use</translation>
    </message>
    <message>
        <source>Computer: sto&amp;p</source>
        <translation>Ordinateur&#xa0;: &amp;arrêt</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>The computer fires its rays and places its balls, one move at a time with a short pause ({slower} slows it down, {faster} speeds it up). The Computer toolbar takes one step or pauses it; this round of the match is the computer&apos;s to finish.</source>
        <translation>L’ordinateur tire ses rayons et place ses billes, un coup à la fois avec une courte pause ({slower} le ralentit, {faster} l’accélère). La barre Ordinateur le fait avancer d’un pas ou le met en pause&#xa0;; cette manche de la partie, c’est à l’ordinateur de la finir.</translation>
    </message>
    <message>
        <source>The computer fires its rays and places its balls, one move at a time with a short pause ({slower} slows it down, {faster} speeds it up). The Computer toolbar takes one step, pauses or stops it; once it has stopped, the board is yours.</source>
        <translation>L’ordinateur tire ses rayons et place ses billes, un coup à la fois avec une courte pause ({slower} le ralentit, {faster} l’accélère). La barre Ordinateur le fait avancer d’un pas, le met en pause ou l’arrête&#xa0;; une fois arrêté, le plateau est à vous.</translation>
    </message>
    <message>
        <source>How long the computer waits before each move: {slow} slow, {normal} normal, {fast} fast</source>
        <translation>Le temps que l’ordinateur attend avant chaque coup&#xa0;: {slow} lent, {normal} normal, {fast} rapide</translation>
    </message>
    <message>
        <source>Hide these atoms and let the computer play</source>
        <translation>Cacher ces atomes et laisser jouer l’ordinateur</translation>
    </message>
    <message>
        <source>Computer: &amp;move speed</source>
        <translation>Ordinateur&#xa0;: r&amp;ythme de jeu</translation>
    </message>
    <message>
        <source>The game could not be started</source>
        <translation>La partie n’a pas pu commencer</translation>
    </message>
    <message>
        <source>Hide the atoms for the computer</source>
        <translation>Cacher les atomes pour l’ordinateur</translation>
    </message>
    <message>
        <source>Hide {atoms} for the computer to find</source>
        <translation>Cachez {atoms} que l’ordinateur devra trouver</translation>
    </message>
    <message>
        <source>Hide {atoms}: click the cells, then press “Hide these atoms”.</source>
        <translation>Cachez {atoms}&#xa0;: cliquez sur les cases, puis appuyez sur «&#xa0;Cacher ces atomes&#xa0;».</translation>
    </message>
    <message>
        <source>Place exactly {atoms} first ({placed} on the board).</source>
        <translation>Placez d’abord exactement {atoms} ({placed} sur le plateau).</translation>
    </message>
    <message>
        <source>The computer ({level}) is looking for your atoms, shown faintly: it cannot see them…</source>
        <translation>L’ordinateur ({level}) cherche vos atomes, montrés en transparence&#xa0;: il ne les voit pas…</translation>
    </message>
    <message>
        <source>The computer ({level}) is looking for the atoms…</source>
        <translation>L’ordinateur ({level}) cherche les atomes…</translation>
    </message>
    <message>
        <source>Computer: res&amp;ume</source>
        <translation>Ordinate&amp;ur&#xa0;: reprendre</translation>
    </message>
    <message>
        <source>The computer has finished: {total} points.</source>
        <translation>L’ordinateur a fini&#xa0;: {total} points.</translation>
    </message>
    <message>
        <source>The computer has stopped firing: it puts its balls where the answers point (ball {n} of {atoms}, on {cell}).</source>
        <translation>L’ordinateur a cessé de tirer&#xa0;: il pose ses billes là où les réponses l’indiquent (bille {n} sur {atoms}, en {cell}).</translation>
    </message>
    <message>
        <source>The computer takes its ball off {cell}.</source>
        <translation>L’ordinateur retire sa bille de {cell}.</translation>
    </message>
    <message>
        <source>The computer stopped: {error}</source>
        <translation>L’ordinateur s’est arrêté&#xa0;: {error}</translation>
    </message>
    <message>
        <source>The computer has stopped: the board is yours.</source>
        <translation>L’ordinateur s’est arrêté&#xa0;: le plateau est à vous.</translation>
    </message>
    <message>
        <source>The computer ({level}) was looking for the atoms in this game. Computer: resume lets it go on; Computer: stop gives you the board.</source>
        <translation>L’ordinateur ({level}) cherchait les atomes de cette partie. «&#xa0;Ordinateur&#xa0;: reprendre&#xa0;» le laisse continuer&#xa0;; «&#xa0;Ordinateur&#xa0;: arrêt&#xa0;» vous donne le plateau.</translation>
    </message>
</context>
<context>
    <name>DataFiles</name>
    <message>
        <source>Your settings could not be read: the file {name} is damaged. Black Box Desktop starts with its default settings; the damaged file was kept as {kept}.</source>
        <translation>Vos réglages n’ont pas pu être lus&#xa0;: le fichier {name} est endommagé. Black Box Desktop démarre avec ses réglages par défaut&#xa0;; le fichier endommagé a été conservé sous le nom {kept}.</translation>
    </message>
    <message>
        <source>Your settings could not be read: the file {name} is damaged. Black Box Desktop starts with its default settings; the damaged file was removed.</source>
        <translation>Vos réglages n’ont pas pu être lus&#xa0;: le fichier {name} est endommagé. Black Box Desktop démarre avec ses réglages par défaut&#xa0;; le fichier endommagé a été supprimé.</translation>
    </message>
    <message>
        <source>Your settings could not be read: the file {name} is damaged, and its folder cannot be written, so it could be neither moved aside nor replaced. Black Box Desktop starts with its default settings, and says so at every start until the file is repaired or removed.</source>
        <translation>Vos réglages n’ont pas pu être lus&#xa0;: le fichier {name} est endommagé, et son dossier n’est pas accessible en écriture&#xa0;; il n’a donc pu être ni mis de côté ni remplacé. Black Box Desktop démarre avec ses réglages par défaut, et le signale à chaque lancement tant que le fichier n’est pas réparé ou supprimé.</translation>
    </message>
</context>
<context>
    <name>Edition:computer</name>
    <message>
        <source>Absorbed</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Reflected</source>
        <translation>Réflexion</translation>
    </message>
    <message>
        <source>Exit at {port}</source>
        <translation>Déviation, sortie en {port}</translation>
    </message>
</context>
<context>
    <name>Edition:franjos</name>
    <message>
        <source>Absorbed</source>
        <translation>Absorbé</translation>
    </message>
    <message>
        <source>Reflected</source>
        <translation>Réfléchi</translation>
    </message>
    <message>
        <source>Exit at {port}</source>
        <translation>Sortie en {port}</translation>
    </message>
</context>
<context>
    <name>Edition:parker</name>
    <message>
        <source>HIT</source>
        <translation>COUP</translation>
    </message>
    <message>
        <source>REFLECTION</source>
        <translation>RÉFLEXION</translation>
    </message>
    <message>
        <source>DETOUR or MISS, out at {port}</source>
        <translation>DÉTOUR ou TRAVERSÉE, sortie en {port}</translation>
    </message>
</context>
<context>
    <name>EditionLook</name>
    <message>
        <source>Parker Brothers&apos; box of 1978: red HIT tokens, yellow REFLECTION tokens and orange pairs with symbols; square board only.</source>
        <translation>La boîte de Parker Brothers de 1978&#xa0;: jetons rouges COUP (H), jetons jaunes RÉFLEXION et paires orange à symboles&#xa0;; plateau carré seulement.</translation>
    </message>
    <message>
        <source>Franjos Black Box +: black tokens for absorbed rays, white for reflected ones and numbered pairs of colours; both boards.</source>
        <translation>Franjos Black Box +&#xa0;: jetons noirs pour les rayons absorbés, blancs pour les rayons réfléchis et paires de couleur numérotées&#xa0;; les deux plateaux.</translation>
    </message>
    <message>
        <source>The computer versions&apos; plain tokens: A, R and numbered pairs; both boards.</source>
        <translation>Les jetons simples des versions informatiques&#xa0;: A, R et paires numérotées&#xa0;; les deux plateaux.</translation>
    </message>
</context>
<context>
    <name>FileBoxes</name>
    <message>
        <source>{name} already exists in {folder}. Replace it?</source>
        <translation>{name} existe déjà dans {folder}. Le remplacer&#xa0;?</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The computer has hidden {atoms}. Click a port on the rim to fire a ray.</source>
        <translation>L’ordinateur a caché {atoms}. Cliquez sur un port du bord pour tirer un rayon.</translation>
    </message>
    <message>
        <source>Game loaded: {atoms} hidden. Click a port on the rim to fire a ray.</source>
        <translation>Partie chargée&#xa0;: {atoms} à trouver. Cliquez sur un port du bord pour tirer un rayon.</translation>
    </message>
    <message>
        <source>Game loaded.</source>
        <translation>Partie chargée.</translation>
    </message>
    <message>
        <source>Port {port} is already known: {answer}. No new ray is needed.</source>
        <translation>Le port {port} est déjà connu&#xa0;: {answer}. Inutile de tirer un nouveau rayon.</translation>
    </message>
    <message>
        <source>Port {port} already holds a marker.</source>
        <translation>Le port {port} porte déjà un marqueur.</translation>
    </message>
    <message>
        <source>Ray at {port}: {answer}</source>
        <translation>Rayon en {port}&#xa0;: {answer}</translation>
    </message>
    <message>
        <source>Lay the markers: drag tokens from the tray to the ports (or, on a port, press {hit}, R or P).</source>
        <translation>Posez les marqueurs&#xa0;: faites glisser des jetons de la réserve vers les ports (ou, sur un port, appuyez sur {hit}, R ou P).</translation>
    </message>
    <message>
        <source>The ball is on the board. Click it to take it back, or drag it to another cell.</source>
        <translation>La bille est sur le plateau. Cliquez dessus pour la reprendre, ou faites-la glisser sur une autre case.</translation>
    </message>
    <message>
        <source>All {n} balls are on the board. Click one to take it back, or drag it to another cell.</source>
        <translation>Les {n} billes sont toutes sur le plateau. Cliquez sur l’une d’elles pour la reprendre, ou faites-la glisser vers une autre case.</translation>
    </message>
    <message>
        <source>There is a ball on {cell}: take it back first to mark the cell empty.</source>
        <translation>Il y a une bille en {cell}&#xa0;: reprenez-la d’abord pour marquer la case vide.</translation>
    </message>
    <message>
        <source>There is already a ball on {cell}.</source>
        <translation>Il y a déjà une bille en {cell}.</translation>
    </message>
    <message>
        <source>You have finished. The score is known once the setter&apos;s atoms are on the board.</source>
        <translation>Vous avez terminé. Le score sera connu quand les atomes de celui qui cache seront sur le plateau.</translation>
    </message>
    <message>
        <source>1 misplaced ball came from a wrong answer: no charge.</source>
        <translation>1 bille mal placée l’a été par une mauvaise réponse&#xa0;: elle n’est pas comptée.</translation>
    </message>
    <message>
        <source>{n} misplaced balls came from wrong answers: no charge.</source>
        <translation>{n} billes mal placées l’ont été par de mauvaises réponses&#xa0;: elles ne sont pas comptées.</translation>
    </message>
    <message>
        <source>{explanation} Score: {n} ({variant}).</source>
        <translation>{explanation} Score&#xa0;: {n} ({variant}).</translation>
    </message>
    <message>
        <source>1 port does not hold its ray&apos;s token: it is ringed on the board.</source>
        <translation>1 port ne porte pas le jeton de son rayon&#xa0;: il est entouré sur le plateau.</translation>
    </message>
    <message>
        <source>{n} ports do not hold their rays&apos; tokens: they are ringed on the board.</source>
        <translation>{n} ports ne portent pas le jeton de leur rayon&#xa0;: ils sont entourés sur le plateau.</translation>
    </message>
</context>
<context>
    <name>HandOver</name>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
</context>
<context>
    <name>Launch</name>
    <message>
        <source>{title}: {text}</source>
        <translation>{title}&#xa0;: {text}</translation>
    </message>
    <message>
        <source>Settings reset</source>
        <translation>Réglages réinitialisés</translation>
    </message>
    <message>
        <source>Some remembered choices in {name} could not be used ({keys}): their defaults are used instead.</source>
        <translation>Certains choix mémorisés dans {name} sont inutilisables ({keys})&#xa0;: leurs valeurs par défaut les remplacent.</translation>
    </message>
    <message>
        <source>the puzzle</source>
        <translation>l’énigme</translation>
    </message>
    <message>
        <source>Atoms every ray can tell apart took too long to hide: this game&apos;s may have a look-alike.</source>
        <translation>Cacher des atomes que chaque rayon distingue prenait trop de temps&#xa0;: ceux de cette partie ont peut-être une disposition sosie, qui donne la même réponse à chaque port.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Black Box games (*.bbox);;All files (*)</source>
        <translation>Parties Black Box (*.bbox);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Click a port on the rim to fire a ray. Drag a ball from the tray onto a cell where you think an atom hides (or click the cell). Press “I have finished” when all your balls are placed.</source>
        <translation>Cliquez sur un port du bord pour tirer un rayon. Faites glisser une bille de la réserve sur une case où vous pensez qu’un atome se cache (ou cliquez sur la case). Appuyez sur «&#xa0;J’ai fini&#xa0;» quand toutes vos billes sont posées.</translation>
    </message>
    <message>
        <source>Click a port to fire a ray, then drag the right token from the Markers tray to the port(s). Place balls by dragging or clicking. Press “I have finished” when done.</source>
        <translation>Cliquez sur un port pour tirer un rayon, puis faites glisser le bon jeton de la réserve des marqueurs vers le ou les ports. Posez les billes en les faisant glisser ou en cliquant. Appuyez sur «&#xa0;J’ai fini&#xa0;» quand c’est fait.</translation>
    </message>
    <message>
        <source>Click a port to fire a ray; drag or click balls onto cells, then press “I have finished”.</source>
        <translation>Cliquez sur un port pour tirer un rayon&#xa0;; posez les billes sur les cases (glisser ou cliquer), puis appuyez sur «&#xa0;J’ai fini&#xa0;».</translation>
    </message>
    <message>
        <source>Black Box board</source>
        <translation>Plateau de Black Box</translation>
    </message>
    <message>
        <source>Setter&apos;s answer</source>
        <translation>Réponse de celui qui cache</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Turn board over</source>
        <translation>Retourner le plateau</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>I have finished</source>
        <translation>J’ai fini</translation>
    </message>
    <message>
        <source>Reveal the hidden atoms and score your balls</source>
        <translation>Dévoiler les atomes cachés et compter les points de vos billes</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>Start a new game against the computer</source>
        <translation>Commencer une nouvelle partie contre l’ordinateur</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save this game</source>
        <translation>Enregistrer cette partie</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Play a pu&amp;zzle code…</source>
        <translation>Jouer un code d’énig&amp;me…</translation>
    </message>
    <message>
        <source>Play the atoms a friend hid, from their code</source>
        <translation>Jouer les atomes cachés par un ami, à partir de leur code</translation>
    </message>
    <message>
        <source>&amp;Turn board over</source>
        <translation>Re&amp;tourner le plateau</translation>
    </message>
    <message>
        <source>Play on the other side of the board (square / hexagonal)</source>
        <translation>Jouer sur l’autre face du plateau (carrée / hexagonale)</translation>
    </message>
    <message>
        <source>I have &amp;finished</source>
        <translation>J’ai &amp;fini</translation>
    </message>
    <message>
        <source>Reveal the atoms and score</source>
        <translation>Dévoiler les atomes et compter les points</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Comment jouer</translation>
    </message>
    <message>
        <source>&amp;Rules with diagrams</source>
        <translation>&amp;Règles illustrées</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>À &amp;propos</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source> — you lay the markers</source>
        <translation> — vous posez les marqueurs</translation>
    </message>
    <message>
        <source>A ray&apos;s answer, once seen, cannot be taken back: Undo takes back only what you do after the last ray.</source>
        <translation>La réponse d’un rayon, une fois vue, ne se reprend pas&#xa0;: Annuler ne reprend que ce que vous faites après le dernier rayon.</translation>
    </message>
    <message>
        <source>Balls to place: {n}</source>
        <translation>Billes à poser&#xa0;: {n}</translation>
    </message>
    <message>
        <source>Markers: {n}</source>
        <translation>Marqueurs&#xa0;: {n}</translation>
    </message>
    <message>
        <source>Score: {n} ({variant})</source>
        <translation>Score&#xa0;: {n} ({variant})</translation>
    </message>
    <message>
        <source>Score so far: {n} ({variant})</source>
        <translation>Score provisoire&#xa0;: {n} ({variant})</translation>
    </message>
    <message>
        <source>The balls answer every ray fired as the atoms do: other rays would have told them apart.</source>
        <translation>Les billes répondent à chaque rayon tiré comme les atomes&#xa0;: d’autres rayons les auraient distingués.</translation>
    </message>
    <message>
        <source>The balls answer the only ray fired differently: it is marked ≠ on the rim.</source>
        <translation>Les billes répondent autrement au seul rayon tiré&#xa0;: il est marqué ≠ sur le bord.</translation>
    </message>
    <message>
        <source>The balls answer 1 of the {rays} rays fired differently: it is marked ≠ on the rim.</source>
        <translation>Les billes répondent autrement à 1 des {rays} rayons tirés&#xa0;: il est marqué ≠ sur le bord.</translation>
    </message>
    <message>
        <source>The balls answer {n} of the {rays} rays fired differently: they are marked ≠ on the rim.</source>
        <translation>Les billes répondent autrement à {n} des {rays} rayons tirés&#xa0;: ils sont marqués ≠ sur le bord.</translation>
    </message>
    <message>
        <source>The computer&apos;s strong level scores {mean} on average here.</source>
        <translation>Au niveau fort, l’ordinateur obtient en moyenne {mean} ici.</translation>
    </message>
    <message>
        <source>Ray at {port}: {answer}</source>
        <translation>Rayon en {port}&#xa0;: {answer}</translation>
    </message>
    <message>
        <source>The path of the ray at {port} is hidden again.</source>
        <translation>Le trajet du rayon en {port} est de nouveau caché.</translation>
    </message>
    <message>
        <source>A puzzle from a friend: {atoms} hidden. Click a port on the rim to fire a ray.</source>
        <translation>Une énigme d’un ami ({atoms} à trouver). Cliquez sur un port du bord pour tirer un rayon.</translation>
    </message>
    <message>
        <source>Match against the computer</source>
        <translation>Partie contre l’ordinateur</translation>
    </message>
    <message>
        <source>The computer is hiding the atoms where every ray can tell them apart…

With many atoms on a big board this can take minutes. To start at once, cancel: it then hides them anywhere, and balls on an arrangement no ray can tell apart from its own count as right.</source>
        <translation>L’ordinateur cache les atomes là où chaque rayon peut les distinguer…

Avec beaucoup d’atomes sur un grand plateau, cela peut prendre des minutes. Pour commencer tout de suite, annulez&#xa0;: il les cache alors n’importe où, et des billes posées sur une disposition qu’aucun rayon ne distingue de la sienne comptent comme justes.</translation>
    </message>
    <message>
        <source>This game is not finished, and it has changed since it was saved in {name}. Let it go?</source>
        <translation>Cette partie n’est pas finie, et elle a changé depuis son enregistrement dans {name}. L’abandonner&#xa0;?</translation>
    </message>
    <message>
        <source>Your game on the hexagonal side of the board is not finished, and it has changed since it was saved in {name}. Let it go?</source>
        <translation>Votre partie sur la face hexagonale du plateau n’est pas finie, et elle a changé depuis son enregistrement dans {name}. L’abandonner&#xa0;?</translation>
    </message>
    <message>
        <source>Your game on the square side of the board is not finished, and it has changed since it was saved in {name}. Let it go?</source>
        <translation>Votre partie sur la face carrée du plateau n’est pas finie, et elle a changé depuis son enregistrement dans {name}. L’abandonner&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;Keep for next time</source>
        <translation>&amp;Garder pour la prochaine fois</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <source>{name} could not be opened. {error}</source>
        <translation>Le fichier {name} n’a pas pu être ouvert. {error}</translation>
    </message>
    <message>
        <source>duel.bbox</source>
        <translation>duel.bbox</translation>
    </message>
    <message>
        <source>match.bbox</source>
        <translation>match.bbox</translation>
    </message>
    <message>
        <source>game.bbox</source>
        <translation>partie.bbox</translation>
    </message>
    <message>
        <source>The computer has hidden some atoms in the grid. Find them by firing rays.

• Click a port on the rim to fire a ray in. The answer appears in the panel and markers are laid for you: one colour (or letter) for absorbed, one for reflected, and a matching pair where the ray came out.
• A ray is absorbed when it runs straight into an atom; it turns away from an atom diagonally ahead of it; with atoms on both sides it comes back (reflected).
• Drag a ball from the tray onto a cell where you think an atom is, or click the cell. Drag balls between cells, or back to the tray; click a ball to take it back.
• Right-click a cell you are sure is empty to cross it: a note of your own, which costs nothing; right-click again to take the cross off.
• When your balls are placed, press “I have finished”: the atoms are revealed and you are scored. Each marker costs a point, each missed atom 5. Lower is better.
• After the reveal, click a port to see its ray&apos;s path. A ray your balls would have answered differently is ringed in red and marked ≠; its tooltip says what your balls give.
• Game → Restart this puzzle plays the same atoms again from the start; Game → Copy this puzzle&apos;s code puts them on the clipboard as a code a friend plays with Game → Play a puzzle code.

Keyboard: the board has the keys at start (Tab brings them back from the panel); the first arrow key or Enter shows the cursor on port 1, arrow keys move it over ports and cells, Enter fires or places, X crosses a cell (or takes its cross off), M lifts a ball for the arrows to carry and Enter to put down; Ctrl+D is “I have finished”; F turns the board over (square ↔ hexagonal); Ctrl+Z undoes. When you lay the markers yourself, H (or A), R and P lay an absorbed, reflected or pair token on the port under the cursor, and Delete takes it off.</source>
        <translation>L’ordinateur a caché des atomes dans la grille. Trouvez-les en tirant des rayons.

• Cliquez sur un port du bord pour y tirer un rayon. La réponse s’affiche dans le panneau et les marqueurs sont posés pour vous&#xa0;: une couleur (ou une lettre) pour un coup, une pour une réflexion, et une paire assortie là où le rayon est ressorti (déviation).
• Un rayon est absorbé (coup) quand il fonce droit sur un atome&#xa0;; il s’écarte d’un atome situé en diagonale devant lui&#xa0;; avec des atomes des deux côtés, il revient (réflexion).
• Faites glisser une bille de la réserve sur une case où vous pensez qu’un atome se trouve, ou cliquez sur la case. Déplacez les billes d’une case à l’autre, ou ramenez-les dans la réserve&#xa0;; cliquez sur une bille pour la reprendre.
• Faites un clic droit sur une case dont vous êtes sûr qu’elle est vide pour la barrer d’une croix&#xa0;: une note pour vous seul, qui ne coûte rien&#xa0;; un nouveau clic droit retire la croix.
• Quand vos billes sont posées, appuyez sur «&#xa0;J’ai fini&#xa0;»&#xa0;: les atomes sont dévoilés et vos points comptés. Chaque marqueur coûte un point, chaque atome manqué 5. Le plus bas est le meilleur.
• Après le dévoilement, cliquez sur un port pour voir le trajet de son rayon. Un rayon auquel vos billes auraient répondu autrement est cerclé de rouge et marqué ≠&#xa0;; son info-bulle dit ce que donnent vos billes.
• Partie → Recommencer cette énigme rejoue les mêmes atomes depuis le début&#xa0;; Partie → Copier le code de cette énigme les met dans le presse-papiers sous forme d’un code qu’un ami joue avec Partie → Jouer un code d’énigme.

Clavier&#xa0;: le plateau a le clavier au départ (Tab le lui rend depuis le panneau)&#xa0;; la première flèche ou Entrée fait paraître le curseur sur le port 1, les flèches le déplacent sur les ports et les cases, Entrée tire ou pose, X barre une case (ou retire sa croix), M soulève une bille que les flèches portent et qu’Entrée pose&#xa0;; Ctrl+D équivaut à «&#xa0;J’ai fini&#xa0;»&#xa0;; F retourne le plateau (carré ↔ hexagonal)&#xa0;; Ctrl+Z annule. Quand vous posez vous-même les marqueurs, H (ou A), R et P posent un jeton d’absorption, de réflexion ou de paire sur le port sous le curseur, et Suppr l’enlève.</translation>
    </message>
    <message>
        <source>The game could not be started</source>
        <translation>La partie n’a pas pu commencer</translation>
    </message>
    <message>
        <source>Fire at a port, drag its tokens from the tray, place balls, then press “I have finished”.</source>
        <translation>Tirez sur un port, posez-y le bon jeton de la réserve des marqueurs, placez les billes, puis appuyez sur «&#xa0;J’ai fini&#xa0;».</translation>
    </message>
    <message>
        <source>Round over. Click any port to see its ray&apos;s path. Start a new game, or turn the board over (F).</source>
        <translation>Manche terminée. Cliquez sur un port pour voir le trajet de son rayon. Commencez une nouvelle partie, ou retournez le plateau (F).</translation>
    </message>
    <message>
        <source>{edition}
{board} board, {atoms}</source>
        <translation>{edition}
plateau {board}, {atoms}</translation>
    </message>
    <message>
        <source>New game cancelled; the current game goes on.</source>
        <translation>Nouvelle partie annulée&#xa0;; la partie en cours continue.</translation>
    </message>
    <message>
        <source>The computer is hiding the atoms where every ray can tell them apart…</source>
        <translation>L’ordinateur cache les atomes là où chaque rayon peut les distinguer…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>The computer is hiding the atoms where every ray can tell them apart…

With many atoms on a big board this can take minutes. To start at once, cancel and untick “Only arrangements every ray can tell apart” in New game.</source>
        <translation>L’ordinateur cache les atomes là où chaque rayon peut les distinguer…

Avec beaucoup d’atomes sur un grand plateau, cela peut prendre des minutes. Pour commencer tout de suite, annulez et décochez «&#xa0;Seulement des dispositions que les rayons peuvent toutes distinguer&#xa0;» dans Nouvelle partie.</translation>
    </message>
    <message>
        <source>This game is not finished and not saved. Let it go?</source>
        <translation>Cette partie n’est ni finie ni enregistrée. L’abandonner&#xa0;?</translation>
    </message>
    <message>
        <source>Your game on the hexagonal side of the board is not finished and not saved. Let it go?</source>
        <translation>Votre partie sur la face hexagonale du plateau n’est ni finie ni enregistrée. L’abandonner&#xa0;?</translation>
    </message>
    <message>
        <source>Your game on the square side of the board is not finished and not saved. Let it go?</source>
        <translation>Votre partie sur la face carrée du plateau n’est ni finie ni enregistrée. L’abandonner&#xa0;?</translation>
    </message>
    <message>
        <source>Let this game go?</source>
        <translation>Abandonner cette partie&#xa0;?</translation>
    </message>
    <message>
        <source>Balls placed: {placed} of {n}. Every atom without a ball costs 5 points. Finish anyway?</source>
        <translation>Billes posées&#xa0;: {placed} sur {n}. Chaque atome sans bille coûte 5 points. Finir quand même&#xa0;?</translation>
    </message>
    <message>
        <source>The two-player game can be saved once both players have hidden their atoms.</source>
        <translation>La partie à deux joueurs pourra être enregistrée quand les deux joueurs auront caché leurs atomes.</translation>
    </message>
    <message>
        <source>This round cannot be saved: without the setter&apos;s atoms no ray of it could be answered.</source>
        <translation>Cette manche ne peut pas être enregistrée&#xa0;: sans les atomes de celui qui cache, aucun de ses rayons ne pourrait recevoir de réponse.</translation>
    </message>
    <message>
        <source>The two-player game is saved to {path}</source>
        <translation>La partie à deux est enregistrée dans {path}</translation>
    </message>
    <message>
        <source>The game on the hexagonal side is saved to {path}</source>
        <translation>La partie de la face hexagonale est enregistrée dans {path}</translation>
    </message>
    <message>
        <source>The game on the square side is saved to {path}</source>
        <translation>La partie de la face carrée est enregistrée dans {path}</translation>
    </message>
    <message>
        <source>Play a puzzle code</source>
        <translation>Jouer un code d’énigme</translation>
    </message>
    <message>
        <source>Puzzle code (BB-…):</source>
        <translation>Code d’énigme (BB-…)&#xa0;:</translation>
    </message>
    <message>
        <source>That puzzle code cannot be played</source>
        <translation>Ce code d’énigme ne peut pas être joué</translation>
    </message>
    <message>
        <source>Finish now?</source>
        <translation>Finir maintenant&#xa0;?</translation>
    </message>
    <message>
        <source>The game could not be opened</source>
        <translation>La partie n’a pas pu être ouverte</translation>
    </message>
    <message>
        <source>{name} could not be read: {error}.</source>
        <translation>{name} n’a pas pu être lu&#xa0;: {error}.</translation>
    </message>
    <message>
        <source>The game could not be saved</source>
        <translation>La partie n’a pas pu être enregistrée</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
</context>
<context>
    <name>Model</name>
    <message>
        <source>Parker Brothers (1978)</source>
        <translation>Parker Brothers (1978)</translation>
    </message>
    <message>
        <source>Franjos Black Box +</source>
        <translation>Franjos Black Box +</translation>
    </message>
    <message>
        <source>Computer version</source>
        <translation>Version ordinateur</translation>
    </message>
    <message>
        <source>Parker</source>
        <translation>Parker</translation>
    </message>
    <message>
        <source>Franjos</source>
        <translation>Franjos</translation>
    </message>
    <message>
        <source>Per ray</source>
        <translation>Par rayon</translation>
    </message>
    <message>
        <source>Ray cost</source>
        <translation>Coût des rayons</translation>
    </message>
    <message>
        <source>Markers</source>
        <translation>Marqueurs</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Every atom found.</source>
        <translation>Tous les atomes ont été trouvés.</translation>
    </message>
    <message>
        <source>The balls stand on other cells, but no ray can tell them apart from the hidden atoms: every port answers alike, so they are accepted.</source>
        <translation>Les billes sont sur d’autres cases, mais aucun rayon ne peut les distinguer des atomes cachés&#xa0;: chaque port répond de la même façon, elles sont donc acceptées.</translation>
    </message>
    <message>
        <source>A move must be a short text such as F12 or B+C4.</source>
        <translation>Un coup doit être un texte court comme F12 ou B+C4.</translation>
    </message>
    <message>
        <source>There are no setter errors to take back.</source>
        <translation>Il n’y a pas d’erreur d’annonce à retirer.</translation>
    </message>
    <message>
        <source>That many misplaced balls cannot be excused.</source>
        <translation>On ne peut pas excuser autant de billes mal placées.</translation>
    </message>
    <message>
        <source>The program answered every ray, so there is no setter error to count.</source>
        <translation>Le programme a répondu à chaque rayon&#xa0;: il n’y a pas d’erreur d’annonce à compter.</translation>
    </message>
    <message>
        <source>Every ray a person answered already counts as a setter error.</source>
        <translation>Chaque rayon annoncé par une personne compte déjà comme une erreur d’annonce.</translation>
    </message>
    <message>
        <source>Every wrong answer the setter&apos;s atoms show already counts as a setter error.</source>
        <translation>Chaque mauvaise réponse que montrent les atomes de celui qui cache compte déjà comme une erreur d’annonce.</translation>
    </message>
    <message>
        <source>Only a person&apos;s answers can mislead; the program answered every ray.</source>
        <translation>Seules les réponses d’une personne peuvent tromper&#xa0;; le programme a répondu à chaque rayon.</translation>
    </message>
    <message>
        <source>A ball is misplaced only once the experimenter has finished.</source>
        <translation>Une bille n’est mal placée qu’une fois que le chercheur a terminé.</translation>
    </message>
    <message>
        <source>Every misplaced ball is excused already.</source>
        <translation>Chaque bille mal placée est déjà excusée.</translation>
    </message>
    <message>
        <source>Every answer the setter gave was right, so no ball was misled.</source>
        <translation>Chaque réponse de celui qui cache était juste&#xa0;: aucune bille n’a été mal placée à cause de lui.</translation>
    </message>
    <message>
        <source>The atoms are already known.</source>
        <translation>Les atomes sont déjà connus.</translation>
    </message>
    <message>
        <source>The setter reveals her atoms only when the experimenter has finished.</source>
        <translation>Celui qui cache ne dévoile ses atomes que lorsque le chercheur a fini.</translation>
    </message>
    <message>
        <source>This round is over; start a new game to play on.</source>
        <translation>Cette manche est terminée&#xa0;; commencez une nouvelle partie pour continuer à jouer.</translation>
    </message>
    <message>
        <source>In this game the markers are laid automatically when a ray is fired.</source>
        <translation>Dans cette partie, les marqueurs sont posés automatiquement quand un rayon est tiré.</translation>
    </message>
    <message>
        <source>That move is not known.</source>
        <translation>Ce coup est inconnu.</translation>
    </message>
    <message>
        <source>The setter&apos;s atoms are not known, so the program cannot answer this ray.</source>
        <translation>Les atomes de celui qui cache sont inconnus&#xa0;: le programme ne peut pas répondre à ce rayon.</translation>
    </message>
    <message>
        <source>That is not a puzzle code.</source>
        <translation>Ce n’est pas un code d’énigme.</translation>
    </message>
    <message>
        <source>That puzzle code has a character that cannot be in a code.</source>
        <translation>Ce code d’énigme contient un caractère qui ne peut pas figurer dans un code.</translation>
    </message>
    <message>
        <source>That puzzle code is mistyped: its check letters do not match.</source>
        <translation>Ce code d’énigme est mal saisi&#xa0;: ses lettres de contrôle ne correspondent pas.</translation>
    </message>
    <message>
        <source>That puzzle code has a letter too many or too few.</source>
        <translation>Ce code d’énigme a une lettre de trop ou de moins.</translation>
    </message>
    <message>
        <source>That puzzle code is too short to be a whole code.</source>
        <translation>Ce code d’énigme est trop court pour être complet.</translation>
    </message>
    <message>
        <source>That puzzle code comes from a newer version of Black Box Desktop.</source>
        <translation>Ce code d’énigme provient d’une version plus récente de Black Box Desktop.</translation>
    </message>
    <message>
        <source>That puzzle code is damaged.</source>
        <translation>Ce code d’énigme est endommagé.</translation>
    </message>
    <message>
        <source>That puzzle code names a board that does not exist.</source>
        <translation>Ce code d’énigme désigne un plateau qui n’existe pas.</translation>
    </message>
    <message>
        <source>This file is not a saved Black Box game: it is damaged or truncated.</source>
        <translation>Ce fichier n’est pas une partie Black Box enregistrée&#xa0;: il est endommagé ou tronqué.</translation>
    </message>
    <message>
        <source>This file is not a saved Black Box game.</source>
        <translation>Ce fichier n’est pas une partie Black Box enregistrée.</translation>
    </message>
    <message>
        <source>This is the program&apos;s autosave, not a saved game: start Black Box Desktop and it offers to resume the games it holds.</source>
        <translation>Ce fichier est la sauvegarde automatique du programme, pas une partie enregistrée&#xa0;: lancez Black Box Desktop, il propose de reprendre les parties qu’elle contient.</translation>
    </message>
    <message>
        <source>This file is far too large to be a saved Black Box game.</source>
        <translation>Ce fichier est bien trop gros pour être une partie Black Box enregistrée.</translation>
    </message>
    <message>
        <source>This saved game holds no hidden atoms, so no ray could be answered and it could never be scored.</source>
        <translation>Cette partie enregistrée ne contient pas d’atomes cachés&#xa0;: aucun rayon ne pourrait y recevoir de réponse et elle ne pourrait jamais être comptée.</translation>
    </message>
    <message>
        <source>This saved match has an odd number of rounds; a match has an even number, so that each player seeks as often as she hides.</source>
        <translation>Cette partie à deux enregistrée a un nombre impair de manches&#xa0;; il en faut un nombre pair, pour que chaque joueur cherche autant de fois qu’il cache.</translation>
    </message>
    <message>
        <source>A ray has an answer typed in by a person, but the program knows the atoms and answers every ray itself.</source>
        <translation>Un rayon a une réponse saisie par une personne, alors que le programme connaît les atomes et répond lui-même à chaque rayon.</translation>
    </message>
    <message>
        <source>The list of moves in this saved game is damaged.</source>
        <translation>La liste des coups de cette partie enregistrée est endommagée.</translation>
    </message>
    <message>
        <source>The rules in this saved game are missing.</source>
        <translation>Les règles de cette partie enregistrée sont absentes.</translation>
    </message>
    <message>
        <source>The rules in this saved game are damaged.</source>
        <translation>Les règles de cette partie enregistrée sont endommagées.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Black Box Desktop; please update to open it.</source>
        <translation>Cette partie a été enregistrée par une version plus récente de Black Box Desktop&#xa0;; mettez le programme à jour pour l’ouvrir.</translation>
    </message>
    <message>
        <source>The atoms must be given as a list of cell names such as C4.</source>
        <translation>Les atomes doivent être donnés comme une liste de noms de cases, par exemple C4.</translation>
    </message>
    <message>
        <source>The board must be written like ortho-8x8 or hex-5.</source>
        <translation>Le plateau doit s’écrire comme ortho-8x8 ou hex-5.</translation>
    </message>
    <message>
        <source>The number of atoms must be a whole number.</source>
        <translation>Le nombre d’atomes doit être un nombre entier.</translation>
    </message>
    <message>
        <source>An atom lies off the board.</source>
        <translation>Un atome est hors du plateau.</translation>
    </message>
    <message>
        <source>A match needs two players with different names.</source>
        <translation>Une partie à deux demande deux joueurs aux noms différents.</translation>
    </message>
    <message>
        <source>A duel needs two players with different names.</source>
        <translation>Un duel demande deux joueurs aux noms différents.</translation>
    </message>
    <message>
        <source>A match has 1 to 40 rounds.</source>
        <translation>Une partie à deux compte de 1 à 40 manches.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>The atoms of this round are hidden already.</source>
        <translation>Les atomes de cette manche sont déjà cachés.</translation>
    </message>
    <message>
        <source>The setter must hide her atoms on the setter&apos;s pad.</source>
        <translation>Celui qui cache doit cacher ses atomes sur son bloc, dans le programme.</translation>
    </message>
    <message>
        <source>The setter has not hidden her atoms yet.</source>
        <translation>Celui qui cache n’a pas encore caché ses atomes.</translation>
    </message>
    <message>
        <source>The round ends when the experimenter has finished and the atoms are known.</source>
        <translation>La manche se termine quand le chercheur a fini et que les atomes sont connus.</translation>
    </message>
    <message>
        <source>The duel is over.</source>
        <translation>Le duel est terminé.</translation>
    </message>
    <message>
        <source>In a duel a player fires a ray (F12) or names her atoms (N=B2,B8,E3,G7).</source>
        <translation>En duel, un joueur tire un rayon (F12) ou désigne ses atomes (N=B2,B8,E3,G7).</translation>
    </message>
    <message>
        <source>This round is over; the experimenter has nothing left to do.</source>
        <translation>Cette manche est terminée&#xa0;; le chercheur n’a plus rien à faire.</translation>
    </message>
    <message>
        <source>The computer experimenter did not finish its game.</source>
        <translation>L’ordinateur chercheur n’a pas terminé sa partie.</translation>
    </message>
    <message>
        <source>This saved game has no version number; it is damaged.</source>
        <translation>Cette partie enregistrée n’a pas de numéro de version&#xa0;: elle est endommagée.</translation>
    </message>
    <message>
        <source>This saved game has an unknown version number; it is damaged.</source>
        <translation>Cette partie enregistrée a un numéro de version inconnu&#xa0;: elle est endommagée.</translation>
    </message>
    <message>
        <source>The hidden atoms in this file belong to another board; it is damaged.</source>
        <translation>Les atomes cachés de ce fichier appartiennent à un autre plateau&#xa0;: il est endommagé.</translation>
    </message>
    <message>
        <source>This file is far too large to be a saved Black Box match.</source>
        <translation>Ce fichier est bien trop gros pour être une partie à deux Black Box enregistrée.</translation>
    </message>
    <message>
        <source>This file is not a saved Black Box match: it is damaged or truncated.</source>
        <translation>Ce fichier n’est pas une partie à deux Black Box enregistrée&#xa0;: il est endommagé ou tronqué.</translation>
    </message>
    <message>
        <source>This file is not a saved Black Box match.</source>
        <translation>Ce fichier n’est pas une partie à deux Black Box enregistrée.</translation>
    </message>
    <message>
        <source>This saved match has no valid version number; it is damaged.</source>
        <translation>Cette partie à deux enregistrée n’a pas de numéro de version valable&#xa0;: elle est endommagée.</translation>
    </message>
    <message>
        <source>This match was saved by a newer version of Black Box Desktop; please update to open it.</source>
        <translation>Cette partie à deux a été enregistrée par une version plus récente de Black Box Desktop&#xa0;; mettez le programme à jour pour l’ouvrir.</translation>
    </message>
    <message>
        <source>This saved match is neither a match nor a duel; it is damaged.</source>
        <translation>Cette partie à deux enregistrée n’est ni une partie à tour de rôle ni un duel&#xa0;: elle est endommagée.</translation>
    </message>
    <message>
        <source>The players&apos; names in this saved match are damaged.</source>
        <translation>Les noms des joueurs de cette partie à deux enregistrée sont endommagés.</translation>
    </message>
    <message>
        <source>The rules in this saved match are missing.</source>
        <translation>Les règles de cette partie à deux enregistrée manquent.</translation>
    </message>
    <message>
        <source>The rules in this saved match are damaged.</source>
        <translation>Les règles de cette partie à deux enregistrée sont endommagées.</translation>
    </message>
    <message>
        <source>The number of rounds in this saved match is damaged.</source>
        <translation>Le nombre de manches de cette partie à deux enregistrée est endommagé.</translation>
    </message>
    <message>
        <source>This saved match does not say who answers the rays.</source>
        <translation>Cette partie à deux enregistrée ne dit pas qui répond aux rayons.</translation>
    </message>
    <message>
        <source>The finished rounds of this saved match are damaged.</source>
        <translation>Les manches terminées de cette partie à deux enregistrée sont endommagées.</translation>
    </message>
    <message>
        <source>This saved match holds far more moves than any match; it is damaged.</source>
        <translation>Cette partie à deux enregistrée compte bien plus de coups qu’aucune partie à deux&#xa0;: elle est endommagée.</translation>
    </message>
    <message>
        <source>This saved match has a round after its last one; it is damaged.</source>
        <translation>Cette partie à deux enregistrée a une manche après la dernière&#xa0;: elle est endommagée.</translation>
    </message>
    <message>
        <source>The setter&apos;s atoms of the round being played are missing from this file.</source>
        <translation>Les atomes de celui qui cache pour la manche en cours manquent dans ce fichier.</translation>
    </message>
    <message>
        <source>The two boxes of this saved duel are damaged.</source>
        <translation>Les deux boîtes de ce duel enregistré sont endommagées.</translation>
    </message>
    <message>
        <source>The hidden atoms of this saved duel are missing.</source>
        <translation>Les atomes cachés de ce duel enregistré manquent.</translation>
    </message>
    <message>
        <source>This saved duel does not say whose turn it is.</source>
        <translation>Ce duel enregistré ne dit pas à qui c’est le tour.</translation>
    </message>
    <message>
        <source>The history of this saved duel is damaged.</source>
        <translation>L’historique de ce duel enregistré est endommagé.</translation>
    </message>
    <message>
        <source>The history of this saved duel cannot be replayed; the file is damaged.</source>
        <translation>L’historique de ce duel enregistré ne peut pas être rejoué&#xa0;; le fichier est endommagé.</translation>
    </message>
    <message>
        <source>The rules in this saved duel are not the rules of a duel; the file is damaged.</source>
        <translation>Les règles de ce duel enregistré ne sont pas celles d’un duel&#xa0;; le fichier est endommagé.</translation>
    </message>
    <message>
        <source>Player {n}&apos;s box does not match the history of this saved duel; the file is damaged.</source>
        <translation>La boîte du joueur {n} ne correspond pas à l’historique de ce duel enregistré&#xa0;; le fichier est endommagé.</translation>
    </message>
    <message>
        <source>This saved duel gives the turn to the wrong player: by its moves it is {name}&apos;s turn; the file is damaged.</source>
        <translation>Ce duel enregistré donne la main au mauvais joueur&#xa0;: d’après ses coups, c’est au tour de {name}&#xa0;; le fichier est endommagé.</translation>
    </message>
    <message>
        <source>{n} atom misplaced.</source>
        <translation>{n} atome mal placé.</translation>
    </message>
    <message>
        <source>{n} atoms misplaced.</source>
        <translation>{n} atomes mal placés.</translation>
    </message>
    <message>
        <source>Misplaced atoms × {n}</source>
        <translation>Atomes mal placés × {n}</translation>
    </message>
    <message>
        <source>Misplaced balls, her fault × {n}</source>
        <translation>Billes mal placées par sa faute × {n}</translation>
    </message>
    <message>
        <source>Setter errors × −{n}</source>
        <translation>Erreurs d’annonce × −{n}</translation>
    </message>
    <message>
        <source>{rows}×{cols}</source>
        <translation>{rows}×{cols}</translation>
    </message>
    <message>
        <source>hexagonal (side {n})</source>
        <translation>hexagonal (côté {n})</translation>
    </message>
    <message>
        <source>There is no marker at port {port}.</source>
        <translation>Il n’y a pas de marqueur au port {port}.</translation>
    </message>
    <message>
        <source>Port {port} already holds a marker, so the ray at {ray} cannot come out there.</source>
        <translation>Le port {port} porte déjà un marqueur&#xa0;: le rayon en {ray} ne peut pas sortir là.</translation>
    </message>
    <message>
        <source>Port {port} already holds a marker; a port holds only one.</source>
        <translation>Le port {port} porte déjà un marqueur&#xa0;; un port n’en porte qu’un.</translation>
    </message>
    <message>
        <source>There is already a ball on {cell}.</source>
        <translation>Il y a déjà une bille en {cell}.</translation>
    </message>
    <message>
        <source>All {n} balls are on the board already.</source>
        <translation>Les {n} billes sont déjà toutes sur le plateau.</translation>
    </message>
    <message>
        <source>There is no ball on {cell}.</source>
        <translation>Il n’y a pas de bille en {cell}.</translation>
    </message>
    <message>
        <source>{cell} is not marked empty.</source>
        <translation>{cell} n’est pas marquée vide.</translation>
    </message>
    <message>
        <source>{cell} is already marked empty.</source>
        <translation>{cell} est déjà marquée vide.</translation>
    </message>
    <message>
        <source>There is a ball on {cell}; take it back before marking the cell empty.</source>
        <translation>Il y a une bille en {cell}&#xa0;; reprenez-la avant de marquer la case vide.</translation>
    </message>
    <message>
        <source>Move {n} of this saved game cannot be played: {error}</source>
        <translation>Le coup {n} de cette partie enregistrée ne peut pas être joué&#xa0;: {error}</translation>
    </message>
    <message>
        <source>This saved game is damaged: {error}</source>
        <translation>Cette partie enregistrée est endommagée&#xa0;: {error}</translation>
    </message>
    <message>
        <source>There is no cell {cell} on the {board} board.</source>
        <translation>Il n’y a pas de case {cell} sur le plateau {board}.</translation>
    </message>
    <message>
        <source>Cell {cell} is named twice.</source>
        <translation>La case {cell} est nommée deux fois.</translation>
    </message>
    <message>
        <source>Port {port} is not on the {board} board (ports 1 to {n}).</source>
        <translation>Le port {port} n’est pas sur le plateau {board} (ports 1 à {n}).</translation>
    </message>
    <message>
        <source>{text} is not a ray; write it as port:answer, like 5:13 or 2:H.</source>
        <translation>{text} n’est pas un rayon&#xa0;; écrivez-le port:réponse, comme 5:13 ou 2:H.</translation>
    </message>
    <message>
        <source>There is no port {port} on the {board} board (ports 1 to {n}).</source>
        <translation>Il n’y a pas de port {port} sur le plateau {board} (ports 1 à {n}).</translation>
    </message>
    <message>
        <source>Ray {text} exits at port {port}, which is not on the {board} board.</source>
        <translation>Le rayon {text} sort au port {port}, qui n’est pas sur le plateau {board}.</translation>
    </message>
    <message>
        <source>Ray {text} comes out where it went in; write {port}:R for a reflection.</source>
        <translation>Le rayon {text} ressort par où il est entré&#xa0;; écrivez {port}:R pour une réflexion.</translation>
    </message>
    <message>
        <source>Port {port} is listed twice with different answers ({one} and {other}).</source>
        <translation>Le port {port} figure deux fois avec des réponses différentes ({one} et {other}).</translation>
    </message>
    <message>
        <source>A page holds 0 to {n} diagrams (0 for as many as fit), not {k}.</source>
        <translation>Une page contient de 0 à {n} diagrammes (0&#xa0;: autant qu’il en tient), pas {k}.</translation>
    </message>
    <message>
        <source>The notepad has 1 to {n} pages, not {k}.</source>
        <translation>Le bloc-notes a de 1 à {n} pages, pas {k}.</translation>
    </message>
    <message>
        <source>{text} names no port on the {board} board; write a number or e.g. “D gauche”.</source>
        <translation>{text} ne désigne aucun port du plateau {board}&#xa0;; écrivez un numéro ou par exemple «&#xa0;D gauche&#xa0;».</translation>
    </message>
    <message>
        <source>{text} names no port on the {board} board; write a port number.</source>
        <translation>{text} ne désigne aucun port du plateau {board}&#xa0;; écrivez un numéro de port.</translation>
    </message>
    <message>
        <source>{text} is not a board; write it like ortho-8x8 or hex-5.</source>
        <translation>{text} n’est pas un plateau&#xa0;; écrivez-le comme ortho-8x8 ou hex-5.</translation>
    </message>
    <message>
        <source>A square board has 2 to 26 rows and columns; {size} is not allowed.</source>
        <translation>Un plateau carré a de 2 à 26 lignes et colonnes&#xa0;; {size} n’est pas permis.</translation>
    </message>
    <message>
        <source>A hexagonal board has a side of 2 to 9 cells; {n} is not allowed.</source>
        <translation>Un plateau hexagonal a un côté de 2 à 9 cases&#xa0;; {n} n’est pas permis.</translation>
    </message>
    <message>
        <source>A game on the {board} board has 1 to {limit} atoms, not {n}.</source>
        <translation>Une partie sur le plateau {board} a de 1 à {limit} atomes, pas {n}.</translation>
    </message>
    <message>
        <source>The setter must hide exactly {n} atoms, not {k}.</source>
        <translation>Celui qui cache doit cacher exactement {n} atomes, pas {k}.</translation>
    </message>
    <message>
        <source>The number of atoms must be 0 to {n} on the {board} board.</source>
        <translation>Le nombre d’atomes doit aller de 0 à {n} sur le plateau {board}.</translation>
    </message>
    <message>
        <source>No arrangement of {n} atoms on the {board} board that every ray can tell apart turned up in {tries} draws.</source>
        <translation>Aucune disposition de {n} atomes sur le plateau {board} que les rayons puissent distinguer n’est sortie en {tries} tirages.</translation>
    </message>
    <message>
        <source>The ray from port {port} does not leave the board.</source>
        <translation>Le rayon tiré du port {port} ne sort pas du plateau.</translation>
    </message>
    <message>
        <source>{text} is not a port number.</source>
        <translation>{text} n’est pas un numéro de port.</translation>
    </message>
    <message>
        <source>{text} is not a move; moves look like F12, B+C4, M12=H or D.</source>
        <translation>{text} n’est pas un coup&#xa0;; les coups s’écrivent F12, B+C4, M12=H ou D.</translation>
    </message>
    <message>
        <source>{text} is not a marker; write H, R or P followed by the pair number.</source>
        <translation>{text} n’est pas un marqueur&#xa0;; écrivez H, R ou P suivi du numéro de la paire.</translation>
    </message>
    <message>
        <source>{text} is not an answer; write H (absorbed), R (reflected) or a port number.</source>
        <translation>{text} n’est pas une réponse&#xa0;; écrivez H (absorbé), R (réfléchi) ou un numéro de port.</translation>
    </message>
    <message>
        <source>{text} is not an edition; choose parker, franjos or computer.</source>
        <translation>{text} n’est pas une édition&#xa0;; choisissez parker, franjos ou computer.</translation>
    </message>
    <message>
        <source>{text} is not a scoring variant; choose parker, franjos or per-ray.</source>
        <translation>{text} n’est pas un décompte&#xa0;; choisissez parker, franjos ou per-ray.</translation>
    </message>
    <message>
        <source>The answer at port {port} is not an outcome.</source>
        <translation>La réponse au port {port} n’est pas un résultat.</translation>
    </message>
    <message>
        <source>Rays are answered by the program or a person, not {text}.</source>
        <translation>Les rayons reçoivent la réponse du programme ou d’une personne, pas de {text}.</translation>
    </message>
    <message>
        <source>Name exactly {n} atoms.</source>
        <translation>Désignez exactement {n} atomes.</translation>
    </message>
    <message>
        <source>Your score is no longer lower than {name}&apos;s: name your atoms now.</source>
        <translation>Votre score n’est plus inférieur à celui de {name}&#xa0;: désignez vos atomes maintenant.</translation>
    </message>
    <message>
        <source>This booklet has games 1 to {n}, not {k}.</source>
        <translation>Ce livret contient les parties 1 à {n}, pas {k}.</translation>
    </message>
    <message>
        <source>A booklet holds 1 to {n} games, not {k}.</source>
        <translation>Un livret contient de 1 à {n} parties, pas {k}.</translation>
    </message>
    <message>
        <source>Cannot save {name}: it is not a file.</source>
        <translation>Impossible d’enregistrer {name}&#xa0;: ce n’est pas un fichier.</translation>
    </message>
    <message>
        <source>Cannot write to {name}: {reason}.</source>
        <translation>Impossible d’écrire dans {name}&#xa0;: {reason}.</translation>
    </message>
    <message>
        <source>Cannot save {name}: {reason}.</source>
        <translation>Impossible d’enregistrer {name}&#xa0;: {reason}.</translation>
    </message>
    <message>
        <source>Cannot open {name}: it is not a file.</source>
        <translation>Impossible d’ouvrir {name}&#xa0;: ce n’est pas un fichier.</translation>
    </message>
    <message>
        <source>Cannot open {name}: {reason}.</source>
        <translation>Impossible d’ouvrir {name}&#xa0;: {reason}.</translation>
    </message>
    <message>
        <source>{name} is far too large to be a saved Black Box game.</source>
        <translation>{name} est bien trop gros pour être une partie Black Box enregistrée.</translation>
    </message>
    <message>
        <source>{name} is not a saved Black Box game: it is not text.</source>
        <translation>{name} n’est pas une partie Black Box enregistrée&#xa0;: ce n’est pas du texte.</translation>
    </message>
    <message>
        <source>This saved match is damaged: {error}</source>
        <translation>Cette partie à deux enregistrée est endommagée&#xa0;: {error}</translation>
    </message>
    <message>
        <source>Round {n} of this saved match is damaged.</source>
        <translation>La manche {n} de cette partie à deux enregistrée est endommagée.</translation>
    </message>
    <message>
        <source>Player {n}&apos;s box of this saved match is damaged.</source>
        <translation>La boîte du joueur {n} de cette partie à deux enregistrée est endommagée.</translation>
    </message>
    <message>
        <source>The moves of round {n} are damaged.</source>
        <translation>Les coups de la manche {n} sont endommagés.</translation>
    </message>
    <message>
        <source>The moves of player {n}&apos;s box are damaged.</source>
        <translation>Les coups de la boîte du joueur {n} sont endommagés.</translation>
    </message>
    <message>
        <source>The hidden atoms of round {n} belong to another board; the file is damaged.</source>
        <translation>Les atomes cachés de la manche {n} appartiennent à un autre plateau&#xa0;: le fichier est endommagé.</translation>
    </message>
    <message>
        <source>The hidden atoms of player {n}&apos;s box belong to another board; the file is damaged.</source>
        <translation>Les atomes cachés de la boîte du joueur {n} appartiennent à un autre plateau&#xa0;: le fichier est endommagé.</translation>
    </message>
    <message>
        <source>Move {n} of round {k} cannot be played: {error}</source>
        <translation>Le coup {n} de la manche {k} ne peut pas être joué&#xa0;: {error}</translation>
    </message>
    <message>
        <source>Move {n} of player {k}&apos;s box cannot be played: {error}</source>
        <translation>Le coup {n} de la boîte du joueur {k} ne peut pas être joué&#xa0;: {error}</translation>
    </message>
    <message>
        <source>Round {n} of this saved match is filed as finished but is not.</source>
        <translation>La manche {n} de cette partie à deux enregistrée est notée terminée mais ne l’est pas.</translation>
    </message>
    <message>
        <source>Move {move}: {error}</source>
        <translation>Coup {move}&#xa0;: {error}</translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <translation>Aucun fichier ou dossier de ce nom</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>Permission refusée</translation>
    </message>
    <message>
        <source>Operation not permitted</source>
        <translation>Opération non permise</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>C’est un dossier</translation>
    </message>
    <message>
        <source>Not a directory</source>
        <translation>Ce n’est pas un dossier</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>Système de fichiers en lecture seule</translation>
    </message>
    <message>
        <source>No space left on device</source>
        <translation>Plus de place sur le disque</translation>
    </message>
    <message>
        <source>Disk quota exceeded</source>
        <translation>Quota de disque dépassé</translation>
    </message>
    <message>
        <source>File name too long</source>
        <translation>Nom de fichier trop long</translation>
    </message>
    <message>
        <source>File exists</source>
        <translation>Le fichier existe déjà</translation>
    </message>
    <message>
        <source>Too many levels of symbolic links</source>
        <translation>Trop de niveaux de liens symboliques</translation>
    </message>
    <message>
        <source>Input/output error</source>
        <translation>Erreur d’entrée ou de sortie</translation>
    </message>
    <message>
        <source>Device or resource busy</source>
        <translation>Périphérique ou ressource occupé</translation>
    </message>
    <message>
        <source>Text file busy</source>
        <translation>Fichier en cours d’utilisation</translation>
    </message>
    <message>
        <source>No such device or address</source>
        <translation>Aucun périphérique ou adresse de ce nom</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>c’est un dossier</translation>
    </message>
    <message>
        <source>it cannot be written</source>
        <translation>il ne peut pas être écrit</translation>
    </message>
    <message>
        <source>Nothing was written to it</source>
        <translation>Rien n’y a été écrit</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Square board (original)</source>
        <translation>Plateau carré (l’original)</translation>
    </message>
    <message>
        <source>Hexagonal board (Black Box +)</source>
        <translation>Plateau hexagonal (Black Box +)</translation>
    </message>
    <message>
        <source>Board side:</source>
        <translation>Face du plateau&#xa0;:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Taille&#xa0;:</translation>
    </message>
    <message>
        <source>Atoms:</source>
        <translation>Atomes&#xa0;:</translation>
    </message>
    <message>
        <source>Markers look:</source>
        <translation>Aspect des marqueurs&#xa0;:</translation>
    </message>
    <message>
        <source>Scoring:</source>
        <translation>Décompte des points&#xa0;:</translation>
    </message>
    <message>
        <source>I place the markers myself</source>
        <translation>Je pose les marqueurs moi-même</translation>
    </message>
    <message>
        <source>Only arrangements every ray can tell apart</source>
        <translation>Seulement des dispositions que les rayons peuvent toutes distinguer</translation>
    </message>
    <message>
        <source>As the rulebooks advise. Finding one can take a while with many atoms on a big board.</source>
        <translation>Comme le conseillent les règles. En trouver une peut prendre du temps avec beaucoup d’atomes sur un grand plateau.</translation>
    </message>
    <message>
        <source>optional, e.g. 1978</source>
        <translation>facultatif, par ex. 1978</translation>
    </message>
    <message>
        <source>The same seed hides the same atoms: play the same game as a friend.</source>
        <translation>La même graine cache les mêmes atomes&#xa0;: jouez la même partie qu’un ami.</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Graine&#xa0;:</translation>
    </message>
    <message>
        <source>optional: a friend&apos;s code, BB-…</source>
        <translation>facultatif&#xa0;: le code d’un ami, BB-…</translation>
    </message>
    <message>
        <source>Puzzle code:</source>
        <translation>Code d’énigme&#xa0;:</translation>
    </message>
    <message>
        <source>{n} (as in the box)</source>
        <translation>{n} (comme dans la boîte)</translation>
    </message>
</context>
<context>
    <name>NotepadDialog</name>
    <message>
        <source>Notepad sheet</source>
        <translation>Feuille de bloc-notes</translation>
    </message>
    <message>
        <source>Both sides</source>
        <translation>Les deux faces</translation>
    </message>
    <message>
        <source>Square board</source>
        <translation>Plateau carré</translation>
    </message>
    <message>
        <source>Hexagonal board</source>
        <translation>Plateau hexagonal</translation>
    </message>
    <message>
        <source>Diagrams:</source>
        <translation>Diagrammes&#xa0;:</translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation>Papier&#xa0;:</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Portrait</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Paysage</translation>
    </message>
    <message>
        <source>Orientation:</source>
        <translation>Orientation&#xa0;:</translation>
    </message>
    <message>
        <source>As many as fit</source>
        <translation>Autant qu’il en tient</translation>
    </message>
    <message>
        <source>Diagrams per page:</source>
        <translation>Diagrammes par page&#xa0;:</translation>
    </message>
    <message>
        <source>Pages:</source>
        <translation>Pages&#xa0;:</translation>
    </message>
    <message>
        <source>Fill in this game</source>
        <translation>Remplir avec cette partie</translation>
    </message>
    <message>
        <source>Experimenter&apos;s record</source>
        <translation>Relevé du chercheur</translation>
    </message>
    <message>
        <source>Setter&apos;s copy (shows the atoms)</source>
        <translation>Copie de celui qui cache (montre les atomes)</translation>
    </message>
    <message>
        <source>Copy:</source>
        <translation>Exemplaire&#xa0;:</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Langue&#xa0;:</translation>
    </message>
    <message>
        <source>The new language applies when Black Box Desktop is started again.</source>
        <translation>La nouvelle langue s’appliquera au prochain démarrage de Black Box Desktop.</translation>
    </message>
    <message>
        <source>The language could not be saved: the settings file {name} cannot be written. The next start keeps the language it had.</source>
        <translation>La langue n’a pas pu être enregistrée&#xa0;: le fichier de réglages {name} n’est pas accessible en écriture. Le prochain lancement garde la langue d’avant.</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Look-up table · port {first}</source>
        <translation>Table de consultation · port {first}</translation>
    </message>
    <message>
        <source>Look-up tables · ports {first}–{last}</source>
        <translation>Tables de consultation · ports {first}–{last}</translation>
    </message>
    <message>
        <source>Game solution · game {first}</source>
        <translation>Solution · partie {first}</translation>
    </message>
    <message>
        <source>Game solutions · games {first}–{last}</source>
        <translation>Solutions · parties {first}–{last}</translation>
    </message>
    <message>
        <source>BLACK BOX</source>
        <translation>BLACK BOX</translation>
    </message>
    <message>
        <source>solitaire</source>
        <translation>solitaire</translation>
    </message>
    <message>
        <source>Black Box Desktop · page {page} of {pages}</source>
        <translation>Black Box Desktop · page {page} sur {pages}</translation>
    </message>
    <message>
        <source>{board} · 1 game · booklet {seed}</source>
        <translation>{board} · 1 partie · livret {seed}</translation>
    </message>
    <message>
        <source>{board} · {games} games · booklet {seed}</source>
        <translation>{board} · {games} parties · livret {seed}</translation>
    </message>
    <message>
        <source>square {size}</source>
        <translation>carré {size}</translation>
    </message>
    <message>
        <source>hexagonal (side {side})</source>
        <translation>hexagonal (côté {side})</translation>
    </message>
    <message>
        <source>How to play alone</source>
        <translation>Comment jouer seul</translation>
    </message>
    <message>
        <source>1 game for one player</source>
        <translation>1 partie pour un joueur</translation>
    </message>
    <message>
        <source>{games} games for one player</source>
        <translation>{games} parties pour un joueur</translation>
    </message>
    <message>
        <source>on the {board} board · {atoms}</source>
        <translation>sur le plateau {board} · {atoms}</translation>
    </message>
    <message>
        <source>Choose one of the numbered games. Do not look at its solution.</source>
        <translation>Choisissez une des parties numérotées. Ne regardez pas sa solution.</translation>
    </message>
    <message>
        <source>Pick a port and fire a ray: turn to the look-up table headed with that port&apos;s number.</source>
        <translation>Choisissez un port et tirez un rayon&#xa0;: reportez-vous à la table de consultation qui porte le numéro de ce port.</translation>
    </message>
    <message>
        <source>Find your game&apos;s number in the table. Beside it is what the ray did: H, it was absorbed (a hit); R, it was reflected; a number, it came out at that port.</source>
        <translation>Cherchez le numéro de votre partie dans la table. À côté figure ce qu’a fait le rayon&#xa0;: H, il a été absorbé (coup)&#xa0;; R, il a été réfléchi&#xa0;; un nombre, il est sorti par ce port.</translation>
    </message>
    <message>
        <source>Lay your markers: one at the port for H or R, a matching pair at both ends for an exit.</source>
        <translation>Posez vos marqueurs&#xa0;: un au port pour H ou R, une paire assortie aux deux bouts pour une sortie.</translation>
    </message>
    <message>
        <source>Go on firing rays and placing balls until you are satisfied that you have found every atom.</source>
        <translation>Continuez à tirer des rayons et à poser des billes jusqu’à être sûr d’avoir trouvé tous les atomes.</translation>
    </message>
    <message>
        <source>Turn to the solutions, find your game and compare. Score one point per marker and five for every atom with no ball on it. Lower is better.</source>
        <translation>Reportez-vous aux solutions, trouvez votre partie et comparez. Comptez un point par marqueur et cinq par atome sans bille dessus. Moins il y a de points, mieux c’est.</translation>
    </message>
    <message>
        <source>The NORM beside each solution is the number of markers the computer experimenter used on that game: it weighs the cost of every further ray against the risk of a wrong guess, as a good player does. Beat the NORM, or match it without a misplaced atom, and you have played well.</source>
        <translation>La NORME à côté de chaque solution est le nombre de marqueurs que l’ordinateur, dans le rôle du chercheur, a utilisés pour cette partie&#xa0;: il met en balance le coût de chaque rayon de plus et le risque d’une erreur, comme un bon joueur. Battez la NORME, ou égalez-la sans atome mal placé, et vous avez bien joué.</translation>
    </message>
    <message>
        <source>The game hides {atoms} atoms.</source>
        <translation>La partie cache {atoms} atomes.</translation>
    </message>
    <message>
        <source>Every game hides {atoms} atoms.</source>
        <translation>Chaque partie cache {atoms} atomes.</translation>
    </message>
    <message>
        <source>Game 1 hides {atoms} atoms; game {last} hides {more}.</source>
        <translation>La partie 1 cache {atoms} atomes&#xa0;; la partie {last} en cache {more}.</translation>
    </message>
    <message>
        <source>Game 1 hides {atoms} atoms; games {first}–{last} hide {more}.</source>
        <translation>La partie 1 cache {atoms} atomes&#xa0;; les parties {first}–{last} en cachent {more}.</translation>
    </message>
    <message>
        <source>Games 1–{before} hide {atoms} atoms; game {last} hides {more}.</source>
        <translation>Les parties 1–{before} cachent {atoms} atomes&#xa0;; la partie {last} en cache {more}.</translation>
    </message>
    <message>
        <source>Games 1–{before} hide {atoms} atoms; games {first}–{last} hide {more}.</source>
        <translation>Les parties 1–{before} cachent {atoms} atomes&#xa0;; les parties {first}–{last} en cachent {more}.</translation>
    </message>
    <message>
        <source>Port {port}</source>
        <translation>Port {port}</translation>
    </message>
    <message>
        <source>game → answer</source>
        <translation>partie → réponse</translation>
    </message>
    <message>
        <source>Game {number}</source>
        <translation>Partie {number}</translation>
    </message>
    <message>
        <source>NORM —</source>
        <translation>NORME —</translation>
    </message>
    <message>
        <source>NORM {norm}</source>
        <translation>NORME {norm}</translation>
    </message>
    <message>
        <source>Black Box solitaire booklet</source>
        <translation>Livret de solitaire Black Box</translation>
    </message>
    <message>
        <source>Setter&apos;s copy: {atoms}</source>
        <translation>Copie de celui qui cache&#xa0;: {atoms}</translation>
    </message>
    <message>
        <source>Experimenter&apos;s record, finished</source>
        <translation>Relevé du chercheur, terminé</translation>
    </message>
    <message>
        <source>Experimenter&apos;s record, in play</source>
        <translation>Relevé du chercheur, en cours</translation>
    </message>
    <message>
        <source>notepad</source>
        <translation>bloc-notes</translation>
    </message>
    <message>
        <source>Eric Solomon&apos;s game of hidden atoms</source>
        <translation>Le jeu des atomes cachés d’Eric Solomon</translation>
    </message>
    <message>
        <source>Score: markers + 5 for each misplaced atom − 5 for each setter error. Lower is better.</source>
        <translation>Score&#xa0;: marqueurs + 5 par atome mal placé − 5 par erreur d’annonce. Moins il y a de points, mieux c’est.</translation>
    </message>
    <message>
        <source>Score: markers + 5 for each ball misplaced by your own fault − 5 for each wrong answer of the setter. Lower is better.</source>
        <translation>Score&#xa0;: marqueurs + 5 par bille mal placée par votre faute − 5 par erreur d’annonce. Moins il y a de points, mieux c’est.</translation>
    </message>
    <message>
        <source>Score: 1 for each ray absorbed or reflected, 2 for each other ray, + 5 for each misplaced atom. Lower is better.</source>
        <translation>Score&#xa0;: 1 par rayon absorbé ou réfléchi, 2 par autre rayon, + 5 par atome mal placé. Moins il y a de points, mieux c’est.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>hex {side}</source>
        <translation>hex {side}</translation>
    </message>
    <message>
        <source>Markers</source>
        <translation>Marqueurs</translation>
    </message>
    <message>
        <source>Misplaced × 5</source>
        <translation>Mal placés × 5</translation>
    </message>
    <message>
        <source>Setter errors −5</source>
        <translation>Erreurs d’annonce −5</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Ray cost</source>
        <translation>Coût des rayons</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Black Box notepad</source>
        <translation>Bloc-notes Black Box</translation>
    </message>
    <message>
        <source>Print the Black Box notepad</source>
        <translation>Imprimer le bloc-notes Black Box</translation>
    </message>
    <message>
        <source>Nothing was printed</source>
        <translation>Rien n’a été imprimé</translation>
    </message>
    <message>
        <source>The pages asked for ({pages}) are past the end of this document, which ends at page {last}. Nothing was printed.</source>
        <translation>Les pages demandées ({pages}) sont au-delà de la fin de ce document, qui s’arrête à la page {last}. Rien n’a été imprimé.</translation>
    </message>
</context>
<context>
    <name>PrintingMenu</name>
    <message>
        <source>Export notepad as P&amp;DF…</source>
        <translation>Exporter le bloc-notes en P&amp;DF…</translation>
    </message>
    <message>
        <source>P&amp;rint notepad…</source>
        <translation>&amp;Imprimer le bloc-notes…</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The setter&apos;s copy shows the hidden atoms: it can be printed once the round is over.</source>
        <translation>La copie de celui qui cache montre les atomes cachés&#xa0;: elle peut être imprimée une fois la manche finie.</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>Lettre US</translation>
    </message>
    <message>
        <source>US Legal</source>
        <translation>Legal US</translation>
    </message>
    <message>
        <source>A5</source>
        <translation>A5</translation>
    </message>
    <message>
        <source>A3</source>
        <translation>A3</translation>
    </message>
    <message>
        <source>Print solitaire boo&amp;klet…</source>
        <translation>Imprimer le livret de solitai&amp;re…</translation>
    </message>
    <message>
        <source>E&amp;xport solitaire booklet as PDF…</source>
        <translation>E&amp;xporter le livret de solitaire en PDF…</translation>
    </message>
    <message>
        <source>The notepad cannot be printed</source>
        <translation>Le bloc-notes ne peut pas être imprimé</translation>
    </message>
    <message>
        <source>Show the atoms?</source>
        <translation>Montrer les atomes&#xa0;?</translation>
    </message>
    <message>
        <source>The setter&apos;s copy shows where the atoms of the game in play are hidden. Print it all the same?</source>
        <translation>La copie de celui qui cache montre où se trouvent les atomes de la partie en cours. L’imprimer quand même&#xa0;?</translation>
    </message>
    <message>
        <source>{round} of {rounds}</source>
        <translation>{round} sur {rounds}</translation>
    </message>
    <message>
        <source>Export the notepad as PDF</source>
        <translation>Exporter le bloc-notes en PDF</translation>
    </message>
    <message>
        <source>notepad.pdf</source>
        <translation>bloc-notes.pdf</translation>
    </message>
    <message>
        <source>The notepad could not be written</source>
        <translation>Le bloc-notes n’a pas pu être écrit</translation>
    </message>
    <message>
        <source>Notepad written to {path} (1 page)</source>
        <translation>Bloc-notes écrit dans {path} (1 page)</translation>
    </message>
    <message>
        <source>Notepad written to {path} ({pages} pages)</source>
        <translation>Bloc-notes écrit dans {path} ({pages} pages)</translation>
    </message>
    <message>
        <source>Export the solitaire booklet as PDF</source>
        <translation>Exporter le livret de solitaire en PDF</translation>
    </message>
    <message>
        <source>booklet.pdf</source>
        <translation>livret.pdf</translation>
    </message>
    <message>
        <source>The booklet could not be written</source>
        <translation>Le livret n’a pas pu être écrit</translation>
    </message>
    <message>
        <source>Booklet written to {path} ({pages} pages)</source>
        <translation>Livret écrit dans {path} ({pages} pages)</translation>
    </message>
    <message>
        <source>Print the solitaire booklet</source>
        <translation>Imprimer le livret de solitaire</translation>
    </message>
    <message>
        <source>Working out each game&apos;s NORM…</source>
        <translation>Calcul de la NORME de chaque partie…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Solitaire booklet</source>
        <translation>Livret de solitaire</translation>
    </message>
    <message>
        <source>The booklet could not be made</source>
        <translation>Le livret n’a pas pu être créé</translation>
    </message>
</context>
<context>
    <name>PuzzleDialog</name>
    <message>
        <source>A puzzle for a friend</source>
        <translation>Une énigme pour un ami</translation>
    </message>
    <message>
        <source>Send this code to a friend: she plays it with Game → Play a puzzle code, and you can compare your scores. Or save it as a game file she opens with Game → Open.</source>
        <translation>Envoyez ce code à un ami&#xa0;: il le joue avec Partie → Jouer un code d’énigme, et vous pourrez comparer vos scores. Ou enregistrez-le comme fichier de partie à ouvrir avec Partie → Ouvrir.</translation>
    </message>
    <message>
        <source>Puzzle code</source>
        <translation>Code d’énigme</translation>
    </message>
    <message>
        <source>Copy code</source>
        <translation>Copier le code</translation>
    </message>
    <message>
        <source>Save puzzle file…</source>
        <translation>Enregistrer le fichier d’énigme…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>The code is on the clipboard.</source>
        <translation>Le code est dans le presse-papiers.</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Enregistré.</translation>
    </message>
    <message>
        <source>Save the puzzle</source>
        <translation>Enregistrer l’énigme</translation>
    </message>
    <message>
        <source>puzzle.bbox</source>
        <translation>énigme.bbox</translation>
    </message>
    <message>
        <source>Black Box games (*.bbox);;All files (*)</source>
        <translation>Parties Black Box (*.bbox);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Dossier</translation>
    </message>
    <message>
        <source>File</source>
        <comment>All other platforms</comment>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>Fichier %1</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Regarder dans&#xa0;:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Type de fichiers&#xa0;:</translation>
    </message>
</context>
<context>
    <name>QPrintPreviewDialog</name>
    <message>
        <source>Print</source>
        <translation>Imprimer</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <source>Page &amp;Set:</source>
        <translation>Pages à i&amp;mprimer&#xa0;:</translation>
    </message>
</context>
<context>
    <name>RuleExample</name>
    <message>
        <source>Hit</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>A ray that runs straight into an atom is absorbed: it never comes out.</source>
        <translation>Un rayon qui fonce droit sur un atome est absorbé&#xa0;: il ne ressort jamais.</translation>
    </message>
    <message>
        <source>Deflection</source>
        <translation>Déviation</translation>
    </message>
    <message>
        <source>A ray that passes diagonally next to an atom turns 90° away from it.</source>
        <translation>Un rayon qui passe en diagonale à côté d’un atome tourne de 90° en s’en écartant.</translation>
    </message>
    <message>
        <source>Reflection</source>
        <translation>Réflexion</translation>
    </message>
    <message>
        <source>Reflection at the edge</source>
        <translation>Réflexion au bord</translation>
    </message>
    <message>
        <source>An atom on the edge turns back a ray fired in beside it before it even enters the box.</source>
        <translation>Un atome au bord renvoie un rayon tiré juste à côté avant même qu’il n’entre dans la boîte.</translation>
    </message>
    <message>
        <source>Miss</source>
        <translation>Traversée</translation>
    </message>
    <message>
        <source>A ray that meets no atom crosses the box in a straight line.</source>
        <translation>Un rayon qui ne rencontre aucun atome traverse la boîte en ligne droite.</translation>
    </message>
    <message>
        <source>Hit before deflection</source>
        <translation>Le coup l’emporte sur la déviation</translation>
    </message>
    <message>
        <source>When an atom stands straight ahead, the hit wins over a deflection by its neighbour.</source>
        <translation>Quand un atome se trouve droit devant, le coup l’emporte sur la déviation due à son voisin.</translation>
    </message>
    <message>
        <source>Several deflections</source>
        <translation>Plusieurs déviations</translation>
    </message>
    <message>
        <source>Atoms ahead to the left and to the right: the two deflections add up to a U-turn, and the ray comes back out where it went in.</source>
        <translation>Des atomes devant à gauche et à droite&#xa0;: les deux déviations font un demi-tour, et le rayon ressort là où il est entré.</translation>
    </message>
    <message>
        <source>A ray that runs straight into an atom is absorbed.</source>
        <translation>Un rayon qui fonce droit sur un atome est absorbé.</translation>
    </message>
    <message>
        <source>Deflections can follow one another (Parker calls such a ray a DETOUR, and one that went straight through a MISS); a ray fired in at the exit port takes the same path back.</source>
        <translation>Les déviations peuvent s’enchaîner (Parker appelle un tel rayon un DÉTOUR, et celui qui a traversé tout droit une TRAVERSÉE)&#xa0;; un rayon tiré depuis le port de sortie refait le même trajet en sens inverse.</translation>
    </message>
    <message>
        <source>Between two atoms one cell apart the two deflections add up to a U-turn: the ray comes out where it went in.</source>
        <translation>Entre deux atomes séparés d’une case, les deux déviations font un demi-tour&#xa0;: le rayon ressort là où il est entré.</translation>
    </message>
    <message>
        <source>60° deflection</source>
        <translation>Déviation de 60°</translation>
    </message>
    <message>
        <source>An atom ahead to one side turns the ray 60° away from it.</source>
        <translation>Un atome devant, d’un côté, fait tourner le rayon de 60° en s’en écartant.</translation>
    </message>
    <message>
        <source>120° deflection</source>
        <translation>Déviation de 120°</translation>
    </message>
    <message>
        <source>An atom ahead and another ahead to one side: two 60° deflections at the same point.</source>
        <translation>Un atome devant et un autre devant d’un côté&#xa0;: deux déviations de 60° au même endroit.</translation>
    </message>
    <message>
        <source>Three atoms ahead</source>
        <translation>Trois atomes devant</translation>
    </message>
    <message>
        <source>With atoms ahead, left and right, the two side deflections turn it back first: reflected, not absorbed.</source>
        <translation>Avec des atomes devant, à gauche et à droite, les deux déviations latérales le renvoient d’abord&#xa0;: réflexion, pas absorption.</translation>
    </message>
    <message>
        <source>An atom on the edge turns back a ray fired in beside it before it enters.</source>
        <translation>Un atome au bord renvoie un rayon tiré juste à côté avant qu’il n’entre.</translation>
    </message>
    <message>
        <source>A ray that meets no atom crosses the board in a straight line.</source>
        <translation>Un rayon qui ne rencontre aucun atome traverse le plateau en ligne droite.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Black Box rules</source>
        <translation>Règles de Black Box</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Le jeu</translation>
    </message>
    <message>
        <source>The square board</source>
        <translation>Le plateau carré</translation>
    </message>
    <message>
        <source>Square board</source>
        <translation>Plateau carré</translation>
    </message>
    <message>
        <source>The hexagonal board</source>
        <translation>Le plateau hexagonal</translation>
    </message>
    <message>
        <source>Hexagonal board</source>
        <translation>Plateau hexagonal</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Décompte des points</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Black Box&lt;/h2&gt;&lt;p&gt;One player, the &lt;b&gt;setter&lt;/b&gt;, hides atoms in the black box: 4 or 5 on the square board, 5 or 6 on the hexagonal one. The other, the &lt;b&gt;experimenter&lt;/b&gt;, must find them without looking. She fires rays into the box from the numbered ports around the rim; the setter answers each ray: &lt;i&gt;absorbed&lt;/i&gt; (Parker: HIT), &lt;i&gt;reflected&lt;/i&gt; (it came back out where it went in), or the number of the port where it came out.&lt;/p&gt;&lt;p&gt;The experimenter records every answer with ray markers: one marker for an absorbed or reflected ray, a matching pair for a ray that came out elsewhere. A port holds one marker; a ray fired from a port that already has one would tell nothing new.&lt;/p&gt;&lt;p&gt;She places her balls where she believes the atoms are, and moves them as often as she likes. When she says she has finished, the atoms are revealed and scored: fewer points is better.&lt;/p&gt;&lt;p&gt;&lt;b&gt;In this program:&lt;/b&gt; click a port to fire a ray; drag balls from the tray onto cells (or click a cell); right-click a cell (or press X on it) to cross it out as surely empty, a note that costs nothing; press &lt;i&gt;I have finished&lt;/i&gt; to see the atoms and your score. Afterwards, click a port to see the ray&apos;s path; the rays your balls would have answered differently are ringed in red and marked ≠, which shows why a ball was wrong.&lt;/p&gt;&lt;p&gt;Black Box was invented by Eric Solomon.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Black Box&lt;/h2&gt;&lt;p&gt;Un joueur, &lt;b&gt;celui qui cache&lt;/b&gt;, dissimule des atomes dans la boîte noire&#xa0;: 4 ou 5 sur le plateau carré, 5 ou 6 sur le plateau hexagonal. L’autre, &lt;b&gt;le chercheur&lt;/b&gt;, doit les trouver sans regarder. Il tire des rayons dans la boîte depuis les ports numérotés tout autour&#xa0;; celui qui cache répond à chaque rayon&#xa0;: &lt;i&gt;absorbé&lt;/i&gt; (Parker&#xa0;: COUP), &lt;i&gt;réfléchi&lt;/i&gt; (il est ressorti là où il est entré), ou le numéro du port par lequel il est ressorti (&lt;i&gt;déviation&lt;/i&gt;).&lt;/p&gt;&lt;p&gt;Le chercheur note chaque réponse avec des marqueurs&#xa0;: un marqueur pour un coup ou une réflexion, une paire assortie pour un rayon ressorti ailleurs. Un port ne porte qu’un marqueur&#xa0;; un rayon tiré d’un port qui en a déjà un n’apprendrait rien de nouveau.&lt;/p&gt;&lt;p&gt;Il pose ses billes là où il pense que se trouvent les atomes, et les déplace aussi souvent qu’il le veut. Quand il annonce qu’il a fini, les atomes sont dévoilés et les points comptés&#xa0;: moins il y en a, mieux c’est.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Dans ce programme&#xa0;:&lt;/b&gt; cliquez sur un port pour tirer un rayon&#xa0;; faites glisser des billes de la réserve sur les cases (ou cliquez sur une case)&#xa0;; faites un clic droit sur une case (ou appuyez sur X dessus) pour la barrer comme sûrement vide, une note qui ne coûte rien&#xa0;; appuyez sur &lt;i&gt;J’ai fini&lt;/i&gt; pour voir les atomes et votre score. Ensuite, cliquez sur un port pour voir le trajet du rayon&#xa0;; les rayons auxquels vos billes auraient répondu autrement sont cerclés de rouge et marqués ≠, ce qui montre pourquoi une bille était mal placée.&lt;/p&gt;&lt;p&gt;Black Box a été inventé par Eric Solomon.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Ports 1–32 run anticlockwise from the top of the left side. A ray looks at the cell straight ahead and at the two cells diagonally ahead of it.</source>
        <translation>Les ports 1 à 32 se suivent dans le sens inverse des aiguilles d’une montre à partir du haut du côté gauche. Un rayon regarde la case droit devant lui et les deux cases en diagonale devant lui.</translation>
    </message>
    <message>
        <source>61 hexagonal cells, ports 1–54 anticlockwise from the top-left corner. Two or three ports share each cell of the rim, each firing its own way: the small mark by each hole points the way its ray goes in, and a port&apos;s tooltip says it. A ray looks at the three cells in front of it: straight ahead, and ahead at 60° to the left and to the right. Unlike the square board, an atom straight ahead does not win over an atom ahead to one side: together they turn the ray 120°.</source>
        <translation>61 cases hexagonales, ports 1 à 54 dans le sens inverse des aiguilles d’une montre à partir du coin supérieur gauche. Deux ou trois ports se partagent chaque case du bord, chacun tirant dans sa propre direction&#xa0;: la petite marque près de chaque trou indique le sens dans lequel son rayon entre, et l’info-bulle du port le dit. Un rayon regarde les trois cases devant lui&#xa0;: droit devant, et devant à 60° à gauche et à droite. Contrairement au plateau carré, un atome droit devant ne l’emporte pas sur un atome devant sur le côté&#xa0;: ensemble, ils font tourner le rayon de 120°.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Scoring&lt;/h2&gt;&lt;p&gt;Lower is better. Three ways of counting are offered:&lt;/p&gt;&lt;p&gt;&lt;b&gt;Parker&lt;/b&gt; (1978): one point for every marker on the board, 5 points for each misplaced ball that was the experimenter&apos;s own fault, minus 5 for each wrong answer the setter gave. Example: 17 markers and one ball misplaced because the setter said HIT instead of REFLECTION: 17 − 5 = 12.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Franjos&lt;/b&gt; (Black Box +): one point a marker, 5 for every misplaced atom, minus 5 for every error the setter made in reporting a ray. The same example: 17 + 5 − 5 = 17.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Per ray&lt;/b&gt; (computer versions and the French paper game): every ray fired costs 1 if absorbed or reflected and 2 otherwise, repeats included, plus 5 for each misplaced atom. These rules count no setter error. Where a person answers the rays, this program adds one of its own: minus 5 for each wrong answer, as under Franjos, so that the experimenter is not charged for a ball a wrong answer misled. The program never fires a ray whose answer is already known: it says the answer, so no ray is charged twice.&lt;/p&gt;&lt;p&gt;An arrangement that no ray can tell apart from the hidden one (every port answers alike) is accepted as correct.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Setter errors&lt;/b&gt; are entered by hand (“Setter error (−5 each)” in the score panel), because at the table only the players know what was announced; when the program knows both the atoms and the announced answers it counts them and proposes the correction. Under Parker, a ball a wrong answer misled is not charged: count it with “Misplaced, not her fault”. Only a person&apos;s answers can be wrong: where the program answered every ray there is no setter error to count.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Décompte des points&lt;/h2&gt;&lt;p&gt;Moins il y a de points, mieux c’est. Trois façons de compter sont proposées&#xa0;:&lt;/p&gt;&lt;p&gt;&lt;b&gt;Parker&lt;/b&gt; (1978)&#xa0;: un point par marqueur sur le plateau, 5 points par bille mal placée par la faute du chercheur lui-même, moins 5 par mauvaise réponse de celui qui cache. Exemple&#xa0;: 17 marqueurs et une bille mal placée parce que celui qui cache a dit COUP au lieu de RÉFLEXION&#xa0;: 17 − 5 = 12.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Franjos&lt;/b&gt; (Black Box +)&#xa0;: un point par marqueur, 5 par atome mal placé, moins 5 par erreur de celui qui cache dans l’annonce d’un rayon. Le même exemple&#xa0;: 17 + 5 − 5 = 17.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Par rayon&lt;/b&gt; (versions informatiques et jeu papier français)&#xa0;: chaque rayon tiré coûte 1 point pour un coup ou une réflexion et 2 pour une déviation, répétitions comprises, plus 5 points par atome mal placé. Ces règles ne comptent pas d’erreur d’annonce. Quand une personne répond aux rayons, ce programme en ajoute une de son cru&#xa0;: moins 5 par mauvaise réponse, comme chez Franjos, pour que le chercheur ne paie pas une bille qu’une mauvaise réponse a égarée. Le programme ne tire jamais un rayon dont la réponse est déjà connue&#xa0;: il donne la réponse, si bien qu’aucun rayon n’est compté deux fois.&lt;/p&gt;&lt;p&gt;Une disposition qu’aucun rayon ne peut distinguer de celle qui est cachée (chaque port répond de la même façon) est acceptée comme juste.&lt;/p&gt;&lt;p&gt;Les &lt;b&gt;erreurs d’annonce&lt;/b&gt; (mauvaises réponses de celui qui cache) se saisissent à la main («&#xa0;Erreur d’annonce (−5 chacune)&#xa0;» dans le panneau des points), car autour de la table seuls les joueurs savent ce qui a été annoncé&#xa0;; quand le programme connaît à la fois les atomes et les réponses annoncées, il les compte et propose la correction. Chez Parker, une bille qu’une mauvaise réponse a égarée ne coûte rien&#xa0;: comptez-la avec «&#xa0;Mal placées, pas par sa faute&#xa0;». Seules les réponses d’une personne peuvent être fausses&#xa0;: quand le programme a répondu à chaque rayon, il n’y a pas d’erreur d’annonce à compter.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ScoreBookDialog</name>
    <message>
        <source>Your scores</source>
        <translation>Tableau des scores</translation>
    </message>
    <message>
        <source>Scoring:</source>
        <translation>Décompte&#xa0;:</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Atoms</source>
        <translation>Atomes</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>No game finished yet: your scores are written here as you play.</source>
        <translation>Aucune partie terminée pour l’instant&#xa0;: vos scores s’inscrivent ici à mesure que vous jouez.</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>Score (lower is better)</source>
        <translation>Score (le plus bas est le meilleur)</translation>
    </message>
    <message>
        <source>Scoring:</source>
        <translation>Décompte&#xa0;:</translation>
    </message>
    <message>
        <source>Parker: markers + 5 a misplaced ball (unless a setter error caused it), −5 a setter error.
Franjos: markers + 5 a misplaced atom − 5 a setter&apos;s error.
Per ray: 1 an absorbed or reflected ray, 2 an exit, + 5 a misplaced atom; its rules count no setter error, this program takes 5 off for one.</source>
        <translation>Parker&#xa0;: marqueurs + 5 par bille mal placée (sauf si une erreur d’annonce l’a causée), −5 par erreur d’annonce.
Franjos&#xa0;: marqueurs + 5 par atome mal placé − 5 par erreur d’annonce.
Par rayon&#xa0;: 1 par coup ou réflexion, 2 par déviation, + 5 par atome mal placé&#xa0;; ses règles ne comptent pas d’erreur d’annonce, ce programme retire 5 pour chacune.</translation>
    </message>
    <message>
        <source>Setter error (−5 each):</source>
        <translation>Erreur d’annonce (−5&#xa0;chacune)&#xa0;:</translation>
    </message>
    <message>
        <source>One setter error fewer</source>
        <translation>Une erreur d’annonce en moins</translation>
    </message>
    <message>
        <source>The setter gave a wrong answer: −5 points</source>
        <translation>Celui qui cache a donné une mauvaise réponse&#xa0;: −5 points</translation>
    </message>
    <message>
        <source>One more setter error</source>
        <translation>Une erreur d’annonce en plus</translation>
    </message>
    <message>
        <source>Misplaced, not her fault:</source>
        <translation>Mal placées, pas par sa faute&#xa0;:</translation>
    </message>
    <message>
        <source>Charge one more misplaced ball to the experimenter</source>
        <translation>Compter une bille mal placée de plus au chercheur</translation>
    </message>
    <message>
        <source>A setter error caused a misplaced ball: it costs nothing (Parker)</source>
        <translation>Une erreur d’annonce a causé une bille mal placée&#xa0;: elle ne coûte rien (Parker)</translation>
    </message>
    <message>
        <source>One excused ball fewer</source>
        <translation>Une bille excusée en moins</translation>
    </message>
    <message>
        <source>One more excused ball</source>
        <translation>Une bille excusée en plus</translation>
    </message>
    <message>
        <source>The match is decided: its scores are settled</source>
        <translation>La partie est jouée&#xa0;: ses scores sont arrêtés</translation>
    </message>
    <message>
        <source>The program answered every ray: there is no setter error to count</source>
        <translation>Le programme a répondu à chaque rayon&#xa0;: il n’y a pas d’erreur d’annonce à compter</translation>
    </message>
    <message>
        <source>Score so far</source>
        <translation>Score provisoire</translation>
    </message>
    <message>
        <source>Misplaced atoms are counted when you press “I have finished”.</source>
        <translation>Les atomes mal placés sont comptés quand vous appuyez sur «&#xa0;J’ai fini&#xa0;».</translation>
    </message>
</context>
<context>
    <name>ScoringWords</name>
    <message>
        <source>One point a marker, 5 a misplaced ball unless a setter&apos;s wrong answer caused it, −5 a setter error.</source>
        <translation>Un point par marqueur, 5 par bille mal placée sauf si une mauvaise réponse de celui qui cache en est la cause, −5 par erreur d’annonce.</translation>
    </message>
    <message>
        <source>One point a marker, 5 every misplaced atom, −5 a setter error.</source>
        <translation>Un point par marqueur, 5 par atome mal placé, −5 par erreur d’annonce.</translation>
    </message>
    <message>
        <source>Each ray fired costs 1 if absorbed or reflected, 2 otherwise, repeats included (the program never fires one whose answer is known); 5 a misplaced atom. Its rules count no setter error; this program takes 5 off for one.</source>
        <translation>Chaque rayon tiré coûte 1 s’il est absorbé ou réfléchi, 2 sinon, répétitions comprises (le programme n’en tire jamais un dont la réponse est connue)&#xa0;; 5 par atome mal placé. Ses règles ne comptent pas d’erreur d’annonce&#xa0;; ce programme retire 5 pour chacune.</translation>
    </message>
</context>
<context>
    <name>SetterPad</name>
    <message>
        <source>Setter&apos;s pad</source>
        <translation>Bloc de celui qui cache</translation>
    </message>
    <message>
        <source>Hide at random</source>
        <translation>Cacher au hasard</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Done hiding</source>
        <translation>J’ai caché mes atomes</translation>
    </message>
    <message>
        <source>The atom is placed. Click it to take it back first.</source>
        <translation>L’atome est placé. Cliquez dessus pour le reprendre d’abord.</translation>
    </message>
    <message>
        <source>All {n} atoms are placed. Click one to take it back first.</source>
        <translation>Les {n} atomes sont tous placés. Cliquez d’abord sur l’un d’eux pour le reprendre.</translation>
    </message>
    <message>
        <source>{cell}: an atom is hidden here (Enter takes it back)</source>
        <translation>{cell}&#xa0;: un atome est caché ici (Entrée le reprend)</translation>
    </message>
    <message>
        <source>{cell}: Enter hides an atom here</source>
        <translation>{cell}&#xa0;: Entrée cache un atome ici</translation>
    </message>
    <message>
        <source>Click 1 more cell to hide an atom there (or use the arrow keys and Enter); click an atom to take it back.</source>
        <translation>Cliquez sur 1 case de plus pour y cacher un atome (ou utilisez les flèches et Entrée)&#xa0;; cliquez sur un atome pour le reprendre.</translation>
    </message>
    <message>
        <source>Click {n} more cells to hide an atom in each (or use the arrow keys and Enter); click an atom to take it back.</source>
        <translation>Cliquez sur encore {n} cases, un atome dans chacune (ou utilisez les flèches et Entrée)&#xa0;; cliquez sur un atome pour le reprendre.</translation>
    </message>
    <message>
        <source>Placed. Beware: some other arrangement gives the same answer at every port, so no ray can tell them apart (the rulebooks advise against it).</source>
        <translation>Placés. Attention&#xa0;: une autre disposition donne la même réponse à chaque port, si bien qu’aucun rayon ne peut les distinguer (les règles le déconseillent).</translation>
    </message>
    <message>
        <source>All atoms are placed. Press “{done}”. (With so many atoms the program cannot tell quickly whether another arrangement answers every ray alike.)</source>
        <translation>Tous les atomes sont placés. Appuyez sur «&#xa0;{done}&#xa0;». (Avec tant d’atomes, le programme ne peut pas vérifier rapidement si une autre disposition répond de la même façon à tous les rayons.)</translation>
    </message>
    <message>
        <source>All atoms are placed. Press “{done}”.</source>
        <translation>Tous les atomes sont placés. Appuyez sur «&#xa0;{done}&#xa0;».</translation>
    </message>
</context>
<context>
    <name>ThinkingSign</name>
    <message>
        <source>The computer is thinking</source>
        <translation>L’ordinateur réfléchit</translation>
    </message>
    <message>
        <source>The computer is thinking… {seconds} s</source>
        <translation>L’ordinateur réfléchit… {seconds}&#xa0;s</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Tutorial: the square side</source>
        <translation>Didacticiel&#xa0;: la face carrée</translation>
    </message>
    <message>
        <source>Welcome! The computer has hidden &lt;b&gt;2 atoms&lt;/b&gt; in this small 5×5 box. You cannot see them: you find them by firing rays in from the numbered ports around the edge. Rows are lettered A–E from the top, columns numbered 1–5 from the left.</source>
        <translation>Bienvenue&#xa0;! L’ordinateur a caché &lt;b&gt;2 atomes&lt;/b&gt; dans cette petite boîte de 5×5. Vous ne les voyez pas&#xa0;: vous les trouvez en tirant des rayons depuis les ports numérotés tout autour. Les lignes portent les lettres A à E depuis le haut, les colonnes les numéros 1 à 5 depuis la gauche.</translation>
    </message>
    <message>
        <source>Click &lt;b&gt;port 2&lt;/b&gt; (highlighted, on the left of row B) to fire your first ray.</source>
        <translation>Cliquez sur le &lt;b&gt;port 2&lt;/b&gt; (mis en évidence, à gauche de la ligne B) pour tirer votre premier rayon.</translation>
    </message>
    <message>
        <source>The ray was &lt;b&gt;absorbed&lt;/b&gt;: it ran into an atom. Most likely it went straight along row B, though atoms beside its path could have turned it first. A marker records it. Now click &lt;b&gt;port 7&lt;/b&gt;, at the bottom of column 2.</source>
        <translation>Le rayon a été &lt;b&gt;absorbé&lt;/b&gt;&#xa0;: il a heurté un atome. Le plus probable est qu’il a filé droit sur la ligne B, mais des atomes au bord de son trajet auraient pu le dévier d’abord. Un marqueur le note. Cliquez maintenant sur le &lt;b&gt;port 7&lt;/b&gt;, en bas de la colonne 2.</translation>
    </message>
    <message>
        <source>Absorbed again, so column 2 most likely holds an atom too. Row B and column 2 cross at B2: a very good guess. &lt;b&gt;Drag a ball&lt;/b&gt; from the tray onto &lt;b&gt;B2&lt;/b&gt; (or click the cell).</source>
        <translation>Encore absorbé&#xa0;: la colonne 2 contient donc très probablement elle aussi un atome. La ligne B et la colonne 2 se croisent en B2&#xa0;: une très bonne supposition. &lt;b&gt;Faites glisser une bille&lt;/b&gt; de la réserve sur &lt;b&gt;B2&lt;/b&gt; (ou cliquez sur la case).</translation>
    </message>
    <message>
        <source>Now see what an atom does to a ray passing beside it. Click &lt;b&gt;port 1&lt;/b&gt;, at the left of row A.</source>
        <translation>Voyons maintenant ce qu’un atome fait à un rayon qui passe à côté. Cliquez sur le &lt;b&gt;port 1&lt;/b&gt;, à gauche de la ligne A.</translation>
    </message>
    <message>
        <source>The ray came out at 20: it was &lt;b&gt;deflected&lt;/b&gt;. An atom diagonally ahead (B2) turned it 90° away, up column 1. A matching pair of markers shows where it went in and came out. Click &lt;b&gt;port 8&lt;/b&gt;, at the bottom of column 3.</source>
        <translation>Le rayon est ressorti en 20&#xa0;: il a été &lt;b&gt;dévié&lt;/b&gt;. Un atome en diagonale devant lui (B2) l’a fait tourner de 90° pour s’en écarter, vers le haut de la colonne 1. Une paire de marqueurs assortis montre par où il est entré et par où il est ressorti. Cliquez sur le &lt;b&gt;port 8&lt;/b&gt;, en bas de la colonne 3.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Reflected&lt;/b&gt;: the ray came back out where it went in. With an atom diagonally ahead on &lt;i&gt;both&lt;/i&gt; sides it turns right round. Going up column 3 it met B2 on the left, so the other atom is on the right: &lt;b&gt;drag a ball onto B4&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Réflexion&lt;/b&gt;&#xa0;: le rayon est ressorti là où il était entré. Avec un atome en diagonale devant lui des &lt;i&gt;deux&lt;/i&gt; côtés, il fait demi-tour. En remontant la colonne 3, il a rencontré B2 à gauche, donc l’autre atome est à droite&#xa0;: &lt;b&gt;faites glisser une bille sur B4&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>One more check. Click &lt;b&gt;port 5&lt;/b&gt;, at the left of row E, far from your balls.</source>
        <translation>Une dernière vérification. Cliquez sur le &lt;b&gt;port 5&lt;/b&gt;, à gauche de la ligne E, loin de vos billes.</translation>
    </message>
    <message>
        <source>It went straight through and out at 11: nothing lies in or beside row E. Every marker costs a point, so fire only the rays you need. Your balls are placed: press &lt;b&gt;I have finished&lt;/b&gt;.</source>
        <translation>Il a traversé tout droit et est ressorti en 11&#xa0;: rien ne se trouve sur la ligne E ni à côté. Chaque marqueur coûte un point, alors ne tirez que les rayons utiles. Vos billes sont posées&#xa0;: appuyez sur &lt;b&gt;J’ai fini&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The atoms are revealed and your score is &lt;b&gt;{score}&lt;/b&gt; (lower is better: one point a marker, five for every atom you missed). After a round, click any port to see its ray&apos;s path. You are ready for a real game!</source>
        <translation>Les atomes sont dévoilés et votre score est de &lt;b&gt;{score}&lt;/b&gt; (le plus bas est le meilleur&#xa0;: un point par marqueur, cinq par atome manqué). Après une manche, cliquez sur n’importe quel port pour voir le trajet de son rayon. Vous êtes prêt pour une vraie partie&#xa0;!</translation>
    </message>
    <message>
        <source>Tutorial: the hexagonal side</source>
        <translation>Didacticiel&#xa0;: la face hexagonale</translation>
    </message>
    <message>
        <source>The other side of the board has hexagonal cells. Here &lt;b&gt;2 atoms&lt;/b&gt; hide among 19 cells. A ray travels in one of six directions and looks at the three cells in front of it: straight ahead, and ahead at 60° to the left and to the right.</source>
        <translation>L’autre face du plateau a des cases hexagonales. Ici, &lt;b&gt;2 atomes&lt;/b&gt; se cachent parmi 19 cases. Un rayon avance dans l’une des six directions et regarde les trois cases devant lui&#xa0;: droit devant, et devant à 60° à gauche et à droite.</translation>
    </message>
    <message>
        <source>Click &lt;b&gt;port 2&lt;/b&gt; (highlighted) to fire a ray along row A.</source>
        <translation>Cliquez sur le &lt;b&gt;port 2&lt;/b&gt; (mis en évidence) pour tirer un rayon le long de la ligne A.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Absorbed&lt;/b&gt;: an atom lies on row A. Now click &lt;b&gt;port 9&lt;/b&gt;: its ray runs through D1, C2, B2 and A2.</source>
        <translation>&lt;b&gt;Absorbé&lt;/b&gt;&#xa0;: un atome se trouve sur la ligne A. Cliquez maintenant sur le &lt;b&gt;port 9&lt;/b&gt;&#xa0;: son rayon passe par D1, C2, B2 et A2.</translation>
    </message>
    <message>
        <source>Absorbed too. The two lines cross at A2. &lt;b&gt;Drag a ball onto A2&lt;/b&gt;.</source>
        <translation>Absorbé aussi. Les deux lignes se croisent en A2. &lt;b&gt;Faites glisser une bille sur A2&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Click &lt;b&gt;port 27&lt;/b&gt;, at the top right.</source>
        <translation>Cliquez sur le &lt;b&gt;port 27&lt;/b&gt;, en haut à droite.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Reflected&lt;/b&gt; before it even entered: an atom beside the entry cell, ahead of the ray (your A2), turns it back at the edge. Now click &lt;b&gt;port 13&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Réfléchi&lt;/b&gt; avant même d’entrer&#xa0;: un atome à côté de la case d’entrée, devant le rayon (votre A2), le renvoie dès le bord. Cliquez maintenant sur le &lt;b&gt;port 13&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Absorbed on the line E2, D3, C4, B4. Click &lt;b&gt;port 21&lt;/b&gt; to fire along row C.</source>
        <translation>Absorbé sur la ligne E2, D3, C4, B4. Cliquez sur le &lt;b&gt;port 21&lt;/b&gt; pour tirer le long de la ligne C.</translation>
    </message>
    <message>
        <source>Absorbed again: the two lines meet at C4. &lt;b&gt;Drag a ball onto C4&lt;/b&gt;.</source>
        <translation>Encore absorbé&#xa0;: les deux lignes se rencontrent en C4. &lt;b&gt;Faites glisser une bille sur C4&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>A last check far from the atoms: click &lt;b&gt;port 5&lt;/b&gt;.</source>
        <translation>Une dernière vérification loin des atomes&#xa0;: cliquez sur le &lt;b&gt;port 5&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>It went straight through and out at 12. Your two balls are placed: press &lt;b&gt;I have finished&lt;/b&gt;.</source>
        <translation>Il a traversé tout droit et est ressorti en 12. Vos deux billes sont posées&#xa0;: appuyez sur &lt;b&gt;J’ai fini&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Both atoms found! Your score is &lt;b&gt;{score}&lt;/b&gt;. Click a port to see its ray&apos;s path. Turn the board over (F) whenever you like to play on the other side.</source>
        <translation>Les deux atomes sont trouvés&#xa0;! Votre score est de &lt;b&gt;{score}&lt;/b&gt;. Cliquez sur un port pour voir le trajet de son rayon. Retournez le plateau (F) quand vous voulez pour jouer sur l’autre face.</translation>
    </message>
</context>
<context>
    <name>TutorialPanel</name>
    <message>
        <source>Tutorial</source>
        <translation>Didacticiel</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Stop the tutorial</source>
        <translation>Arrêter le didacticiel</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Step {n} of {count}</source>
        <translation>Étape {n} sur {count}</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>TwoPlayerDialog</name>
    <message>
        <source>Hot-seat match</source>
        <translation>Partie à tour de rôle</translation>
    </message>
    <message>
        <source>Tabletop match</source>
        <translation>Partie sur table</translation>
    </message>
    <message>
        <source>French duel</source>
        <translation>Duel à la française</translation>
    </message>
    <message>
        <source>A puzzle for a friend</source>
        <translation>Une énigme pour un ami</translation>
    </message>
    <message>
        <source>Match against the computer</source>
        <translation>Partie contre l’ordinateur</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Joueur 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Joueur 2</translation>
    </message>
    <message>
        <source>Your name (you hide first):</source>
        <translation>Votre nom (vous cachez d’abord)&#xa0;:</translation>
    </message>
    <message>
        <source>The computer plays:</source>
        <translation>L’ordinateur joue&#xa0;:</translation>
    </message>
    <message>
        <source>First player (hides first):</source>
        <translation>Premier joueur (cache en premier)&#xa0;:</translation>
    </message>
    <message>
        <source>First player:</source>
        <translation>Premier joueur&#xa0;:</translation>
    </message>
    <message>
        <source>Second player:</source>
        <translation>Second joueur&#xa0;:</translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation>Manches&#xa0;:</translation>
    </message>
    <message>
        <source>Board side:</source>
        <translation>Face du plateau&#xa0;:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Taille&#xa0;:</translation>
    </message>
    <message>
        <source>Atoms:</source>
        <translation>Atomes&#xa0;:</translation>
    </message>
    <message>
        <source>Markers look:</source>
        <translation>Aspect des marqueurs&#xa0;:</translation>
    </message>
    <message>
        <source>Scoring:</source>
        <translation>Décompte des points&#xa0;:</translation>
    </message>
    <message>
        <source>Square board</source>
        <translation>Plateau carré</translation>
    </message>
    <message>
        <source>Hexagonal board</source>
        <translation>Plateau hexagonal</translation>
    </message>
    <message>
        <source>The experimenter lays the markers herself</source>
        <translation>Le chercheur pose lui-même les marqueurs</translation>
    </message>
    <message>
        <source>The computer is called {name}: please choose another name.</source>
        <translation>L’ordinateur s’appelle {name}&#xa0;: choisissez un autre nom, s’il vous plaît.</translation>
    </message>
    <message>
        <source>The two players need different names.</source>
        <translation>Les deux joueurs doivent avoir des noms différents.</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
</context>
<context>
    <name>TwoPlayerDock</name>
    <message>
        <source>Two players</source>
        <translation>Deux joueurs</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>À qui le tour</translation>
    </message>
    <message>
        <source>Name my atoms (my balls)</source>
        <translation>Désigner mes atomes (mes billes)</translation>
    </message>
    <message>
        <source>Stop firing: your balls on the board name the atoms; 5 points for each misplaced atom</source>
        <translation>Arrêter de tirer&#xa0;: vos billes sur le plateau désignent les atomes&#xa0;; 5 points par atome mal placé</translation>
    </message>
    <message>
        <source>Port: 12 or D gauche</source>
        <translation>Port&#xa0;: 12 ou D gauche</translation>
    </message>
    <message>
        <source>Type the port to fire at, by number (12) or by its French name (D gauche, 3 haut), then press Enter</source>
        <translation>Tapez le port où tirer, par son numéro (12) ou son nom (D gauche, 3 haut), puis Entrée</translation>
    </message>
    <message>
        <source>Port: 12</source>
        <translation>Port&#xa0;: 12</translation>
    </message>
    <message>
        <source>Type the number of the port to fire at, then press Enter</source>
        <translation>Tapez le numéro du port où tirer, puis appuyez sur Entrée</translation>
    </message>
    <message>
        <source>{step} ({keys})</source>
        <translation>{step} ({keys})</translation>
    </message>
    <message>
        <source>Fire a ray at a port by number or name</source>
        <translation>Tirer un rayon à un port désigné par son numéro ou son nom</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Tirer</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Feuille de score</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Totaux</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Abandonner</translation>
    </message>
</context>
<context>
    <name>argparse</name>
    <message>
        <source>usage: </source>
        <translation>usage&#xa0;: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>arguments positionnels&#xa0;</translation>
    </message>
    <message>
        <source>options</source>
        <translation>options&#xa0;</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>afficher cette aide et quitter</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>ces arguments sont obligatoires&#xa0;: %s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>arguments inconnus&#xa0;: %s</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argument %(argument_name)s&#xa0;: %(message)s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>une valeur est attendue</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>choix invalide&#xa0;: %(value)r (choisir parmi %(choices)s)</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>%(value)r n’est pas un %(type)s</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>option ambiguë&#xa0;: %(option)s peut désigner %(matches)s</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>argument explicite ignoré&#xa0;: %r</translation>
    </message>
    <message>
        <source>int</source>
        <translation>nombre entier</translation>
    </message>
    <message>
        <source>float</source>
        <translation>nombre</translation>
    </message>
</context>
</TS>
